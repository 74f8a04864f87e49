import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { id, longText, timestamp, varchar } from '../src/database/migration-helpers';

/**
 * Issue 17 (previews, link checker): share-preview links (only the SHA-256 of the token is stored),
 * the link checker's last findings and its runs.
 */
export class EditorWorkflow1700000800000 implements MigrationInterface {
  name = 'EditorWorkflow1700000800000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'preview_link',
        columns: [
          id(),
          varchar('token_hash', 64),
          varchar('purpose', 10),
          varchar('kind', 40),
          { name: 'base_id', type: 'integer', isNullable: true },
          { name: 'version_id', type: 'integer', isNullable: true },
          longText(qr, 'snapshot'),
          varchar('created_by', 255, true),
          timestamp(qr, 'created_at'),
          timestamp(qr, 'expires_at', { defaultNow: false }),
          timestamp(qr, 'revoked_at', { nullable: true, defaultNow: false }),
        ],
      }),
    );
    await qr.createIndex('preview_link', new TableIndex({ name: 'UQ_preview_link_token_hash', columnNames: ['token_hash'], isUnique: true }));
    await qr.createIndex('preview_link', new TableIndex({ name: 'idx_preview_link_item', columnNames: ['kind', 'base_id'] }));
    await qr.createTable(
      new Table({
        name: 'broken_link',
        columns: [
          id(),
          { name: 'url', type: 'varchar', length: '2000', isNullable: false },
          varchar('reason', 300),
          varchar('source_kind', 40),
          { name: 'source_id', type: 'integer', isNullable: false },
          varchar('source_title', 300),
          timestamp(qr, 'found_at'),
        ],
      }),
    );
    await qr.createIndex('broken_link', new TableIndex({ name: 'idx_broken_link_source', columnNames: ['source_kind', 'source_id'] }));
    await qr.createTable(
      new Table({
        name: 'link_check_run',
        columns: [id(), timestamp(qr, 'started_at'), timestamp(qr, 'finished_at'), { name: 'links_checked', type: 'integer', isNullable: false }, { name: 'broken', type: 'integer', isNullable: false }],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('link_check_run');
    await qr.dropIndex('broken_link', 'idx_broken_link_source');
    await qr.dropTable('broken_link');
    await qr.dropIndex('preview_link', 'idx_preview_link_item');
    await qr.dropIndex('preview_link', 'UQ_preview_link_token_hash');
    await qr.dropTable('preview_link');
  }
}
