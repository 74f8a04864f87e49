import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { timestamp, varchar } from '../src/database/migration-helpers';

/** Case settings (response-time targets, retention, the overdue digest's last day), one JSON value per group. */
export class FormCaseSettings1700000933000 implements MigrationInterface {
  name = 'FormCaseSettings1700000933000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'form_case_setting',
        columns: [{ ...varchar('name', 40), isPrimary: true }, { name: 'value', type: 'text' }, timestamp(qr, 'updated_at'), varchar('updated_by', 254)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('form_case_setting');
  }
}
