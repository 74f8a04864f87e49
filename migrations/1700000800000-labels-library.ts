import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { id, longText, timestamp, varchar } from '../src/database/migration-helpers';

/**
 * The labels and SDS library (issue 16): a document's language, language set, products, registration
 * numbers and states/provinces; per file a revision number, dates, "What changed" note, "Valid on
 * existing stock until" and the extracted PDF text; email subscriptions and the change-notice log.
 */
export class LabelsLibrary1700000800000 implements MigrationInterface {
  name = 'LabelsLibrary1700000800000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('document', [
      new TableColumn({ name: 'language', type: 'varchar', length: '5', default: "'en'" }),
      new TableColumn({ name: 'language_set', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'products', type: 'varchar', length: '1000', default: "''" }),
      new TableColumn({ name: 'registrations', type: 'varchar', length: '2000', default: "''" }),
      new TableColumn({ name: 'areas', type: 'varchar', length: '500', default: "''" }),
    ]);
    await qr.addColumns('document_file', [
      new TableColumn({ name: 'revision_no', type: 'integer', default: 1 }),
      new TableColumn(varchar('revision_date', 10, true)),
      new TableColumn(varchar('effective_date', 10, true)),
      new TableColumn(varchar('what_changed', 500, true)),
      new TableColumn(varchar('valid_until', 10, true)),
      new TableColumn(varchar('text_status', 10, true)),
      new TableColumn(longText(qr, 'text_content')),
    ]);
    // Existing history: revisions numbered by upload order within each document.
    const rows: { id: number | string; document_id: number | string }[] = await qr.query('SELECT id, document_id FROM document_file ORDER BY document_id, id');
    const seen = new Map<number, number>();
    for (const r of rows) {
      const n = (seen.get(Number(r.document_id)) ?? 0) + 1;
      seen.set(Number(r.document_id), n);
      if (n > 1) await qr.query('UPDATE document_file SET revision_no = ? WHERE id = ?', [n, Number(r.id)]);
    }
    await qr.createIndex('document', new TableIndex({ name: 'ix_document_language_set', columnNames: ['language_set'] }));

    await qr.createTable(
      new Table({
        name: 'label_subscriber',
        columns: [id(), varchar('email', 254), varchar('token', 64), timestamp(qr, 'created_at')],
      }),
    );
    await qr.createIndex('label_subscriber', new TableIndex({ name: 'uq_label_subscriber_email', columnNames: ['email'], isUnique: true }));
    await qr.createIndex('label_subscriber', new TableIndex({ name: 'uq_label_subscriber_token', columnNames: ['token'], isUnique: true }));
    await qr.createTable(
      new Table({
        name: 'label_subscription',
        columns: [
          id(),
          { name: 'subscriber_id', type: 'integer' },
          varchar('target_type', 10),
          varchar('target_key', 200),
          varchar('confirm_token', 64, true),
          timestamp(qr, 'confirmed_at', { nullable: true, defaultNow: false }),
          timestamp(qr, 'created_at'),
        ],
        foreignKeys: [{ columnNames: ['subscriber_id'], referencedTableName: 'label_subscriber', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await qr.createIndex('label_subscription', new TableIndex({ name: 'uq_label_subscription_target', columnNames: ['subscriber_id', 'target_type', 'target_key'], isUnique: true }));
    await qr.createIndex('label_subscription', new TableIndex({ name: 'ix_label_subscription_confirm', columnNames: ['confirm_token'] }));
    await qr.createTable(
      new Table({
        name: 'change_notice',
        columns: [
          id(),
          { name: 'document_id', type: 'integer' },
          varchar('document_guid', 36),
          varchar('document_title', 255),
          { name: 'file_id', type: 'integer' },
          { name: 'revision_no', type: 'integer' },
          varchar('revision_date', 10),
          { name: 'subscriber_id', type: 'integer', isNullable: true },
          varchar('email', 254),
          varchar('status', 10),
          varchar('error', 1000, true),
          { name: 'attempts', type: 'integer', default: 0 },
          timestamp(qr, 'queued_at'),
          timestamp(qr, 'sent_at', { nullable: true, defaultNow: false }),
        ],
      }),
    );
    await qr.createIndex('change_notice', new TableIndex({ name: 'ix_change_notice_status', columnNames: ['status'] }));
    await qr.createIndex('change_notice', new TableIndex({ name: 'uq_change_notice_file_subscriber', columnNames: ['file_id', 'email'], isUnique: true }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('change_notice');
    await qr.dropTable('label_subscription');
    await qr.dropTable('label_subscriber');
    await qr.dropIndex('document', 'ix_document_language_set');
    for (const c of ['text_content', 'text_status', 'valid_until', 'what_changed', 'effective_date', 'revision_date', 'revision_no']) await qr.dropColumn('document_file', c);
    for (const c of ['areas', 'registrations', 'products', 'language_set', 'language']) await qr.dropColumn('document', c);
  }
}
