import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

import { varchar } from '../src/database/migration-helpers';

const locale = () => new TableColumn({ ...varchar('locale', 5), default: "'en'" });
const optionalInt = (name: string) => new TableColumn({ name, type: 'integer', isNullable: true });

/**
 * Content in two languages. Every item has a locale (existing ones are English); a French item names the
 * English item it translates and the source version it was last saved against, and each item remembers
 * its newest published version, so a translation whose source has published since reads as outdated.
 * Slugs are reserved per locale: `table` may exist in English and in French.
 */
export class ContentLocale1700000960000 implements MigrationInterface {
  name = 'ContentLocale1700000960000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('content_item', [locale(), optionalInt('translation_of'), optionalInt('source_version_id'), optionalInt('published_version_id')]);
    await qr.query("UPDATE content_item SET published_version_id = current_version_id WHERE status = 'published'");
    // One translation per source and language; English items (no source) are not limited.
    await qr.createIndex('content_item', new TableIndex({ name: 'uq_content_item_translation', columnNames: ['translation_of', 'locale'], isUnique: true }));
    await qr.addColumn('content_slug', locale());
    await qr.dropIndex('content_slug', 'uq_content_slug');
    await qr.createIndex('content_slug', new TableIndex({ name: 'uq_content_slug_locale', columnNames: ['kind', 'locale', 'region_id', 'slug'], isUnique: true }));
  }
  async down(qr: QueryRunner): Promise<void> {
    // The French items cannot stay without their language: they go, with their versions and slugs.
    await qr.query("DELETE FROM content_version WHERE base_id IN (SELECT id FROM content_item WHERE locale <> 'en')");
    await qr.query("DELETE FROM content_slug WHERE locale <> 'en'");
    await qr.query("DELETE FROM content_item WHERE locale <> 'en'");
    await qr.dropIndex('content_slug', 'uq_content_slug_locale');
    await qr.createIndex('content_slug', new TableIndex({ name: 'uq_content_slug', columnNames: ['kind', 'region_id', 'slug'], isUnique: true }));
    await qr.dropColumn('content_slug', 'locale');
    await qr.dropIndex('content_item', 'uq_content_item_translation');
    for (const c of ['published_version_id', 'source_version_id', 'translation_of', 'locale']) await qr.dropColumn('content_item', c);
  }
}
