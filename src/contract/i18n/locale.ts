/**
 * The site's languages. English is the default everywhere; French is offered on the Canada region's
 * pages, under the `/fr` prefix (one URL per language, never chosen by Accept-Language or a cookie).
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The prefix French pages live under. */
export const FRENCH_PREFIX = '/fr';

/** BCP 47 tag for `<html lang>`, `hreflang` and `Intl` on Canada-region pages. */
export const CANADA_LANGUAGE_TAG: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
/** Open Graph `og:locale` values. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };
