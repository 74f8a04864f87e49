import { createIntl, createIntlCache, IntlShape } from '@formatjs/intl';

import { withElision } from '../contract/i18n/elision';
import { CANADA_LANGUAGE_TAG, DEFAULT_LOCALE, Locale } from '../contract/i18n/locale';
import en from '../contract/i18n/messages/site.en.json';
import fr from '../contract/i18n/messages/site.fr.json';

/** A message id of the public site's catalog (the client's own: client/src/lib/i18n.tsx). */
export type SiteMessageId = keyof typeof en;

const CATALOGS: Record<Locale, Record<SiteMessageId, string>> = { en, fr };
const cache = createIntlCache();
const intls: Partial<Record<Locale, IntlShape>> = {};

const intl = (locale: Locale): IntlShape =>
  (intls[locale] ??= createIntl(
    {
      locale: CANADA_LANGUAGE_TAG[locale],
      defaultLocale: CANADA_LANGUAGE_TAG[DEFAULT_LOCALE],
      messages: CATALOGS[locale],
      // The catalog check keeps both languages complete and valid; a page head must never fail on a message.
      onError: () => undefined,
    },
    cache,
  ));

/** A message of the site's catalog, formatted for a language: the heads the server writes for French pages. */
export function siteText(locale: Locale, id: SiteMessageId, values?: Record<string, string | number>): string {
  return intl(locale).formatMessage({ id }, withElision(values));
}
