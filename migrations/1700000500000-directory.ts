import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

/** Reps (with territory codes) and retailers (with a latitude-band index for the radius search). */
export class Directory1700000500000 implements MigrationInterface {
  name = 'Directory1700000500000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'rep',
        columns: [
          id(),
          varchar('name', 150),
          { ...varchar('title', 150), default: "''" },
          varchar('photo_url', 500, true),
          varchar('email', 254, true),
          varchar('phone', 40, true),
          { name: 'region', type: 'integer' },
          { name: 'products', type: 'text', isNullable: true },
          { name: 'active', type: 'boolean', default: true },
          timestamp(qr, 'created_at'),
          timestamp(qr, 'updated_at'),
        ],
        indices: [new TableIndex({ name: 'idx_rep_name', columnNames: ['name'] })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'rep_territory',
        columns: [id(), { name: 'rep_id', type: 'integer' }, varchar('code', 16)],
        indices: [
          new TableIndex({ name: 'idx_rep_territory_code', columnNames: ['code'] }),
          new TableIndex({ name: 'idx_rep_territory_rep', columnNames: ['rep_id'] }),
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['rep_id'], referencedTableName: 'rep', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'retailer',
        columns: [
          id(),
          varchar('name', 150),
          { ...varchar('address', 200), default: "''" },
          { ...varchar('city', 100), default: "''" },
          varchar('state', 2),
          varchar('postal_code', 10),
          { name: 'region', type: 'integer' },
          varchar('phone', 40, true),
          varchar('website', 500, true),
          varchar('email', 254, true),
          { name: 'lat', type: 'double' },
          { name: 'lng', type: 'double' },
          { name: 'lat_band', type: 'integer' },
          { name: 'products', type: 'text', isNullable: true },
          { name: 'active', type: 'boolean', default: true },
          timestamp(qr, 'created_at'),
          timestamp(qr, 'updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'idx_retailer_band_lng', columnNames: ['lat_band', 'lng'] }),
          new TableIndex({ name: 'idx_retailer_name', columnNames: ['name'] }),
        ],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('retailer');
    await qr.dropTable('rep_territory');
    await qr.dropTable('rep');
  }
}
