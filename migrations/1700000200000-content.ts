import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { id, isMysqlRunner, longText, timestamp, varchar } from '../src/database/migration-helpers';

/** The one versioned-content engine: items (current state), immutable versions, slug reservations. */
export class Content1700000200000 implements MigrationInterface {
  name = 'Content1700000200000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'content_item',
        columns: [
          id(),
          varchar('kind', 40),
          varchar('slug', 160),
          varchar('title', 300),
          varchar('region_ids', 20),
          varchar('status', 20),
          timestamp(qr, 'published_at', { nullable: true, defaultNow: false }),
          { name: 'pinned', type: 'boolean', default: isMysqlRunner(qr) ? '0' : '0', isNullable: false },
          { name: 'resource_type', type: 'integer', isNullable: true },
          longText(qr, 'search_text', false),
          longText(qr, 'data', false),
          { name: 'current_version_id', type: 'integer', isNullable: true },
          timestamp(qr, 'created_at', { defaultNow: false }),
          timestamp(qr, 'updated_at', { defaultNow: false }),
          timestamp(qr, 'deleted_at', { nullable: true, defaultNow: false }),
        ],
      }),
    );
    await qr.createIndex('content_item', new TableIndex({ name: 'idx_content_item_kind_status', columnNames: ['kind', 'status', 'published_at'] }));
    await qr.createTable(
      new Table({
        name: 'content_version',
        columns: [id(), { name: 'base_id', type: 'integer' }, varchar('kind', 40), timestamp(qr, 'created', { defaultNow: false }), varchar('author', 255, true), longText(qr, 'data', false)],
      }),
    );
    await qr.createIndex('content_version', new TableIndex({ name: 'idx_content_version_base', columnNames: ['base_id', 'id'] }));
    await qr.createTable(
      new Table({
        name: 'content_slug',
        columns: [id(), varchar('kind', 40), { name: 'region_id', type: 'integer' }, varchar('slug', 160), { name: 'base_id', type: 'integer' }],
      }),
    );
    await qr.createIndex('content_slug', new TableIndex({ name: 'uq_content_slug', columnNames: ['kind', 'region_id', 'slug'], isUnique: true }));
    await qr.createIndex('content_slug', new TableIndex({ name: 'idx_content_slug_base', columnNames: ['base_id'] }));
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('content_slug');
    await qr.dropTable('content_version');
    await qr.dropTable('content_item');
  }
}
