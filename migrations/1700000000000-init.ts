import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { timestamp, varchar } from '../src/database/migration-helpers';

/** A settings table every feature may use for small key/value facts (e.g. one-time notices). */
export class Init1700000000000 implements MigrationInterface {
  name = 'Init1700000000000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'app_setting',
        columns: [{ ...varchar('key', 100), isPrimary: true }, { name: 'value', type: 'text', isNullable: true }, timestamp(qr, 'updated_at')],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('app_setting');
  }
}
