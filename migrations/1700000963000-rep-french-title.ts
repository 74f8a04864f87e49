import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** A rep's title in French, shown on French pages instead of the English one. */
export class RepFrenchTitle1700000963000 implements MigrationInterface {
  name = 'RepFrenchTitle1700000963000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('rep', new TableColumn({ name: 'title_fr', type: 'varchar', length: '150', isNullable: true }));
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('rep', 'title_fr');
  }
}
