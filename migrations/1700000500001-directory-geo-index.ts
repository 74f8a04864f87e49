import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Makes the retailer radius search index-only: (lat_band, lng, lat, region, active) plus the primary
 * key answers the bounding-box prefilter without touching the rows; only the nearest rows are read.
 */
export class DirectoryGeoIndex1700000500001 implements MigrationInterface {
  name = 'DirectoryGeoIndex1700000500001';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('retailer', new TableIndex({ name: 'idx_retailer_geo', columnNames: ['lat_band', 'lng', 'lat', 'region', 'active'] }));
    await qr.dropIndex('retailer', 'idx_retailer_band_lng');
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.createIndex('retailer', new TableIndex({ name: 'idx_retailer_band_lng', columnNames: ['lat_band', 'lng'] }));
    await qr.dropIndex('retailer', 'idx_retailer_geo');
  }
}
