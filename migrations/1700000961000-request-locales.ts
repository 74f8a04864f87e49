import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

const locale = () => new TableColumn({ name: 'locale', type: 'varchar', length: '5', isNullable: false, default: "'en'" });

/** The language a contact or rep request was sent in, a label subscriber subscribed in, and a change notice was written in. */
export class RequestLocales1700000961000 implements MigrationInterface {
  name = 'RequestLocales1700000961000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('form_submission', locale());
    await qr.addColumn('label_subscriber', locale());
    await qr.addColumn('change_notice', locale());
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('change_notice', 'locale');
    await qr.dropColumn('label_subscriber', 'locale');
    await qr.dropColumn('form_submission', 'locale');
  }
}
