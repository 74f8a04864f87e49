import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

/** Redirect rules and the 404 log (issue 10). */
export class Redirects1700000600000 implements MigrationInterface {
  name = 'Redirects1700000600000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'redirect',
        columns: [
          id(),
          varchar('source', 500),
          { ...varchar('target', 1000), default: "''" },
          { name: 'status', type: 'integer', default: 301 },
          { name: 'keep_query', type: 'boolean', default: true },
          varchar('host', 255, true),
          { name: 'region_id', type: 'integer', isNullable: true },
          { name: 'active', type: 'boolean', default: true },
          { name: 'allow_shadow', type: 'boolean', default: false },
          { name: 'note', type: 'text', isNullable: true },
          varchar('system_key', 50, true),
          { name: 'hits', type: 'integer', default: 0 },
          timestamp(qr, 'last_hit_at', { nullable: true, defaultNow: false }),
          varchar('created_by', 255, true),
          varchar('updated_by', 255, true),
          timestamp(qr, 'created_at'),
          timestamp(qr, 'updated_at'),
        ],
        indices: [new TableIndex({ name: 'idx_redirect_source', columnNames: ['source'] }), new TableIndex({ name: 'idx_redirect_active', columnNames: ['active'] })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'not_found_entry',
        columns: [
          id(),
          varchar('path', 500),
          { name: 'hits', type: 'integer', default: 0 },
          timestamp(qr, 'first_seen_at'),
          timestamp(qr, 'last_seen_at'),
          varchar('referrer', 1000, true),
          { name: 'ignored', type: 'boolean', default: false },
        ],
        indices: [
          new TableIndex({ name: 'uq_not_found_entry_path', columnNames: ['path'], isUnique: true }),
          new TableIndex({ name: 'idx_not_found_entry_last_seen', columnNames: ['last_seen_at'] }),
        ],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('not_found_entry');
    await qr.dropTable('redirect');
  }
}
