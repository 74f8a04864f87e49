import { TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, IntlShape } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';

import { withElision } from '../contract/i18n/elision';
import { FORMS_CATALOGS, FormsMessageId } from '../contract/i18n/form-messages';
import { CANADA_LANGUAGE_TAG, DEFAULT_LOCALE, isLocale, Locale } from '../contract/i18n/locale';
import emailEn from '../contract/i18n/messages/email.en.json';
import emailFr from '../contract/i18n/messages/email.fr.json';

/** Server-only texts: the emails to visitors and staff, and the pages their links open. */
export type EmailMessageId = keyof typeof emailEn;
const EMAIL_CATALOGS: Record<Locale, Record<EmailMessageId, string>> = { en: emailEn, fr: emailFr };

type Values = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();
const intls: Partial<Record<Locale, IntlShape>> = {};

/** Dates in messages are calendar days (a label's revision date): formatted in UTC so the day never shifts. */
function intl(locale: Locale): IntlShape {
  return (intls[locale] ??= createIntl(
    {
      locale: CANADA_LANGUAGE_TAG[locale],
      defaultLocale: CANADA_LANGUAGE_TAG[DEFAULT_LOCALE],
      messages: { ...FORMS_CATALOGS[locale], ...EMAIL_CATALOGS[locale] },
      timeZone: 'UTC',
      // A missing or broken message is a build error (the catalog check); at run time it must not break a send.
      onError: () => undefined,
    },
    cache,
  ));
}

/** The language to use for a stored or requested value: a supported locale, else English. */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** One message of the server's catalogs (emails, and the forms' for messages with arguments), formatted (ICU MessageFormat) for a language. */
export function serverText(locale: Locale, id: EmailMessageId | FormsMessageId, values?: Values): string {
  return String(intl(locale).formatMessage({ id }, withElision(values as Record<string, string>)));
}

type TextValues = Record<string, string | number>;
const compiled: Record<Locale, Map<FormsMessageId, (values?: TextValues) => string>> = { en: new Map(), fr: new Map() };

function compile(locale: Locale, id: FormsMessageId): (values?: TextValues) => string {
  const format = new IntlMessageFormat(FORMS_CATALOGS[locale][id], CANADA_LANGUAGE_TAG[locale]);
  const parts = format.getAst();
  // Text and plain {name}s (most messages) are joined in place: the general formatter builds parts first.
  if (!parts.every((p) => p.type === TYPE.literal || p.type === TYPE.argument)) return (values) => String(format.format(values));
  return (values) => {
    let out = '';
    for (const p of parts) out += p.type === TYPE.literal ? p.value : String(values?.[p.value] ?? '');
    return out;
  };
}

/**
 * serverText for a forms message formatted many times a request (a retailer's opening-hours line: up to ~50 texts
 * a status, 25 statuses a search), compiled once per language: formatMessage spends ~7 µs a call finding its
 * cached formatter. Text and number arguments only (no dates).
 */
export function frequentServerText(locale: Locale, id: FormsMessageId, values?: TextValues): string {
  let format = compiled[locale].get(id);
  if (!format) {
    format = compile(locale, id);
    compiled[locale].set(id, format);
  }
  return format(values);
}
