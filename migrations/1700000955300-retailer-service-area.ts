import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

import { id, varchar } from '../src/database/migration-helpers';

const double = (name: string) => ({ name, type: 'double', isNullable: true });

/** Retailer service areas: ZIP3/FSA codes or a radius, found by code (or by the radius's box) from a search's origin. */
export class RetailerServiceArea1700000955300 implements MigrationInterface {
  name = 'RetailerServiceArea1700000955300';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'retailer_service_area',
        columns: [id(), { name: 'retailer_id', type: 'integer' }, varchar('code', 12), double('radius'), double('min_lat'), double('max_lat'), double('min_lng'), double('max_lng')],
      }),
    );
    await qr.createIndex('retailer_service_area', new TableIndex({ name: 'idx_retailer_service_area_code', columnNames: ['code', 'min_lat'] }));
    await qr.createIndex('retailer_service_area', new TableIndex({ name: 'idx_retailer_service_area_retailer', columnNames: ['retailer_id'] }));
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('retailer_service_area', 'idx_retailer_service_area_retailer');
    await qr.dropIndex('retailer_service_area', 'idx_retailer_service_area_code');
    await qr.dropTable('retailer_service_area');
  }
}
