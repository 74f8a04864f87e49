import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

const CASE_COLUMNS = (qr: QueryRunner) => [
  new TableColumn({ ...varchar('case_status', 20), default: "'new'" }),
  new TableColumn(varchar('owner_email', 254, true)),
  new TableColumn({ name: 'owner_id', type: 'integer', isNullable: true }),
  new TableColumn(timestamp(qr, 'due_at', { nullable: true, defaultNow: false })),
  new TableColumn(timestamp(qr, 'first_response_at', { nullable: true, defaultNow: false })),
  new TableColumn(timestamp(qr, 'closed_at', { nullable: true, defaultNow: false })),
  new TableColumn(timestamp(qr, 'activity_at', { nullable: true, defaultNow: false })),
  new TableColumn({ name: 'legal_hold', type: 'boolean', default: false }),
  new TableColumn(varchar('hold_reason', 500, true)),
  new TableColumn(timestamp(qr, 'anonymised_at', { nullable: true, defaultNow: false })),
];

const INDICES = [
  new TableIndex({ name: 'IDX_form_submission_case', columnNames: ['case_status', 'due_at'] }),
  new TableIndex({ name: 'IDX_form_submission_owner', columnNames: ['owner_email'] }),
  new TableIndex({ name: 'IDX_form_submission_email', columnNames: ['email'] }),
  new TableIndex({ name: 'IDX_form_submission_closed', columnNames: ['closed_at'] }),
];

/** Form submissions become cases: status, owner, due time, first response, hold; their history and each staff member's last look. */
export class FormCases1700000931000 implements MigrationInterface {
  name = 'FormCases1700000931000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('form_submission', CASE_COLUMNS(qr));
    for (const index of INDICES) await qr.createIndex('form_submission', index);
    // Spam never reaches anyone: it is a closed case from the start. Every case's last change is its arrival.
    await qr.query(`UPDATE form_submission SET case_status = 'closed', closed_at = created WHERE spam = 1`);
    await qr.query(`UPDATE form_submission SET activity_at = created`);

    await qr.createTable(
      new Table({
        name: 'form_case_event',
        columns: [
          id(),
          { name: 'submission_id', type: 'integer' },
          timestamp(qr, 'at'),
          { name: 'actor_id', type: 'integer', isNullable: true },
          varchar('actor_email', 254),
          varchar('kind', 20),
          varchar('from_value', 254, true),
          varchar('to_value', 254, true),
          { name: 'note', type: 'text', isNullable: true },
        ],
        indices: [{ name: 'IDX_form_case_event_submission', columnNames: ['submission_id', 'at'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'form_case_read',
        columns: [
          { name: 'submission_id', type: 'integer', isPrimary: true },
          { name: 'user_id', type: 'integer', isPrimary: true },
          timestamp(qr, 'read_at'),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('form_case_read');
    await qr.dropTable('form_case_event');
    for (const index of [...INDICES].reverse()) await qr.dropIndex('form_submission', index.name!);
    for (const column of [...CASE_COLUMNS(qr)].reverse()) await qr.dropColumn('form_submission', column.name);
  }
}
