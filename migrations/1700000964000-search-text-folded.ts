import { MigrationInterface, QueryRunner } from 'typeorm';
import { foldForSearch } from '../src/common/search-text';

/** Stored search text is folded like the typed words (accents, ligatures), so "uree" finds "urée" on every database. */
export class SearchTextFolded1700000964000 implements MigrationInterface {
  name = 'SearchTextFolded1700000964000';

  async up(qr: QueryRunner): Promise<void> {
    const rows: { id: number; search_text: string }[] = await qr.query('SELECT id, search_text FROM content_item');
    for (const row of rows) {
      const folded = foldForSearch(row.search_text ?? '');
      if (folded !== row.search_text) await qr.query('UPDATE content_item SET search_text = ? WHERE id = ?', [folded, row.id]);
    }
  }

  async down(): Promise<void> {
    // Folded text still finds what it found before: nothing to undo.
  }
}
