import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { id, varchar } from '../src/database/migration-helpers';

/** The product selector's solution catalogue (names, guaranteed analyses, product page, label name). */
export class SelectorSolutions1700000700000 implements MigrationInterface {
  name = 'SelectorSolutions1700000700000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'selector_solution',
        columns: [
          id(),
          varchar('code', 40),
          varchar('name', 120),
          varchar('family', 80),
          { name: 'summary', type: 'text', isNullable: false },
          { name: 'analyses', type: 'text', isNullable: false },
          varchar('product_path', 200),
          varchar('label_product_name', 120),
          { name: 'sort_order', type: 'integer', isNullable: false },
        ],
      }),
    );
    await qr.createIndex('selector_solution', new TableIndex({ name: 'UQ_selector_solution_code', columnNames: ['code'], isUnique: true }));
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('selector_solution', 'UQ_selector_solution_code');
    await qr.dropTable('selector_solution');
  }
}
