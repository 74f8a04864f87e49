import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

/** Privacy requests (access, erasure) with their legal due dates. */
export class PrivacyRequests1700000932000 implements MigrationInterface {
  name = 'PrivacyRequests1700000932000';

  async up(qr: QueryRunner): Promise<void> {
    const at = (name: string) => timestamp(qr, name, { nullable: true, defaultNow: false });
    await qr.createTable(
      new Table({
        name: 'privacy_request',
        columns: [
          id(),
          varchar('email', 254, true),
          varchar('email_hash', 64),
          varchar('email_masked', 254),
          varchar('type', 10),
          varchar('law', 10),
          { ...varchar('status', 10), default: "'open'" },
          timestamp(qr, 'opened_at'),
          varchar('opened_by', 254),
          timestamp(qr, 'due_at', { defaultNow: false }),
          at('acknowledge_by'),
          at('acknowledged_at'),
          at('extended_at'),
          varchar('extension_notice', 2000, true),
          at('exported_at'),
          at('erased_at'),
          at('closed_at'),
          { name: 'found', type: 'text' },
          { name: 'erasure', type: 'text', isNullable: true },
        ],
        indices: [
          { name: 'IDX_privacy_request_status', columnNames: ['status', 'due_at'] },
          { name: 'IDX_privacy_request_hash', columnNames: ['email_hash'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('privacy_request');
  }
}
