import type { Locale } from './locale';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in words, the same on the server and in the browser: `October 1, 2025`, `1er octobre 2025`
 * (French writes the first of the month as an ordinal, which Intl does not). The day is the one of `timeZone`: a
 * moment (a publish time) takes the site's zone; a date without a time (a label's revision day) is read in UTC.
 */
export function longDate(date: string | Date, locale: Locale, timeZone = 'UTC'): string {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    formats.set(key, format);
  }
  return format
    .formatToParts(new Date(date))
    .map((p) => (locale === 'fr' && p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}
