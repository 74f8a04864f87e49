import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { timestamp, varchar } from '../src/database/migration-helpers';

/** Site-wide settings (the site's time zone), one JSON value per name. */
export class SiteSettings1700000962000 implements MigrationInterface {
  name = 'SiteSettings1700000962000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'site_setting',
        columns: [{ ...varchar('name', 40), isPrimary: true }, { name: 'value', type: 'text' }, timestamp(qr, 'updated_at'), varchar('updated_by', 254)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('site_setting');
  }
}
