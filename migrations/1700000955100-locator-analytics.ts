import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

import { varchar } from '../src/database/migration-helpers';

const count = (name: string) => ({ name, type: 'integer', default: 0, isNullable: false });

/**
 * The locator's analytics: searches per day, region, label, area (ZIP3/FSA) and final radius, and result
 * link clicks per location and day. Aggregated counts only, with no column that could hold a visitor's
 * full postal code, address, IP or coordinates.
 */
export class LocatorAnalytics1700000955100 implements MigrationInterface {
  name = 'LocatorAnalytics1700000955100';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'locator_search_day',
        columns: [
          { ...varchar('day', 10), isPrimary: true },
          { name: 'region_id', type: 'integer', isPrimary: true },
          { ...varchar('label', 10), isPrimary: true },
          { ...varchar('area', 3), isPrimary: true },
          { name: 'radius', type: 'integer', isPrimary: true },
          count('searches'),
          count('zero_result_searches'),
          count('reps_found'),
          count('retailers_found'),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'locator_click_day',
        columns: [
          { ...varchar('day', 10), isPrimary: true },
          { ...varchar('target_type', 8), isPrimary: true },
          { name: 'target_id', type: 'integer', isPrimary: true },
          { ...varchar('action', 10), isPrimary: true },
          count('clicks'),
        ],
      }),
    );
    await qr.createIndex('locator_click_day', new TableIndex({ name: 'idx_locator_click_target', columnNames: ['target_type', 'target_id', 'day'] }));
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('locator_click_day', 'idx_locator_click_target');
    await qr.dropTable('locator_click_day');
    await qr.dropTable('locator_search_day');
  }
}
