import type { Locale } from './locale';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date in words, the same on the server and in every time zone: `October 1, 2025`, `1er octobre 2025`
 * (French writes the first of the month as an ordinal, which Intl does not).
 */
export function longDate(date: string | Date, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format
    .formatToParts(new Date(date))
    .map((p) => (locale === 'fr' && p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}
