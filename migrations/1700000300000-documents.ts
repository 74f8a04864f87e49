import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

/** The document library: documents (permanent GUID) and their file history. */
export class Documents1700000300000 implements MigrationInterface {
  name = 'Documents1700000300000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'document',
        columns: [
          id(),
          varchar('guid', 36),
          varchar('title', 255),
          varchar('kind', 30),
          varchar('region_ids', 20),
          { name: 'current_file_id', type: 'integer', isNullable: true },
          timestamp(qr, 'current_since'),
          timestamp(qr, 'created_at'),
          timestamp(qr, 'updated_at'),
          varchar('updated_by', 255, true),
        ],
      }),
    );
    await qr.createIndex('document', new TableIndex({ name: 'uq_document_guid', columnNames: ['guid'], isUnique: true }));
    await qr.createIndex('document', new TableIndex({ name: 'ix_document_kind', columnNames: ['kind'] }));
    await qr.createTable(
      new Table({
        name: 'document_file',
        columns: [
          id(),
          { name: 'document_id', type: 'integer' },
          varchar('storage_key', 255),
          varchar('file_name', 255),
          varchar('original_name', 255),
          varchar('content_type', 100),
          { name: 'size', type: 'integer' },
          varchar('sha256', 64),
          { name: 'width', type: 'integer', isNullable: true },
          { name: 'height', type: 'integer', isNullable: true },
          timestamp(qr, 'uploaded_at'),
          varchar('uploaded_by', 255, true),
        ],
        foreignKeys: [{ columnNames: ['document_id'], referencedTableName: 'document', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await qr.createIndex('document_file', new TableIndex({ name: 'ix_document_file_document', columnNames: ['document_id'] }));
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('document_file');
    await qr.dropTable('document');
  }
}
