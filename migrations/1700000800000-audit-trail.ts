import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

/** Issue 17: the append-only audit trail, and each user's last dashboard visit. */
export class AuditTrail1700000800000 implements MigrationInterface {
  name = 'AuditTrail1700000800000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'audit_entry',
        columns: [
          id(),
          timestamp(qr, 'at'),
          { name: 'actor_id', type: 'integer', isNullable: true },
          varchar('actor_email', 254),
          varchar('ip', 64, true),
          varchar('action', 40),
          varchar('section', 40, true),
          { name: 'item_id', type: 'integer', isNullable: true },
          varchar('item_title', 255, true),
          varchar('summary', 1000),
          { name: 'version_id', type: 'integer', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('audit_entry', new TableIndex({ name: 'IDX_audit_entry_at', columnNames: ['at'] }));
    await qr.createIndex('audit_entry', new TableIndex({ name: 'IDX_audit_entry_actor', columnNames: ['actor_email', 'at'] }));
    await qr.createIndex('audit_entry', new TableIndex({ name: 'IDX_audit_entry_section', columnNames: ['section', 'at'] }));
    await qr.createIndex('audit_entry', new TableIndex({ name: 'IDX_audit_entry_action', columnNames: ['action', 'at'] }));
    await qr.createTable(
      new Table({
        name: 'dashboard_visit',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          timestamp(qr, 'visited_at'),
          timestamp(qr, 'previous_visit_at', { nullable: true, defaultNow: false }),
        ],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('dashboard_visit');
    for (const name of ['IDX_audit_entry_action', 'IDX_audit_entry_section', 'IDX_audit_entry_actor', 'IDX_audit_entry_at']) await qr.dropIndex('audit_entry', name);
    await qr.dropTable('audit_entry');
  }
}
