import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** Retailer opening hours (JSON: weekly ranges, closed dates, a temporary closure) and the IANA time zone they are kept in. */
export class RetailerHours1700000955200 implements MigrationInterface {
  name = 'RetailerHours1700000955200';
  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('retailer', [
      new TableColumn({ name: 'time_zone', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'hours', type: 'text', isNullable: true }),
    ]);
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('retailer', 'hours');
    await qr.dropColumn('retailer', 'time_zone');
  }
}
