/**
 * Text as the search box compares it: lowercase, accents and ligatures folded, typographic apostrophes plain.
 * Stored search text and typed words are folded the same way, so "uree" finds "urée" and "oeuf" finds "œuf" on
 * every database (SQLite compares accents exactly; MySQL's collation may not).
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'");
}
