import { withElision } from '@contract/i18n/elision';
import { DEFAULT_LOCALE, Locale } from '@contract/i18n/locale';
import { localeOfPath, localizedPath } from '@contract/i18n/locale-paths';
import { longDate } from '@contract/i18n/long-date';
import type en from '@contract/i18n/messages/site.en.json';
import core from '@contract/i18n/messages/site.en.json?core';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ComponentProps, createContext, ReactNode, use, useCallback, useContext, useMemo } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';

/**
 * The public site's UI text: ICU MessageFormat catalogs (src/contract/i18n/messages/site.{en,fr}.json), the same
 * FormatJS catalogs the server formats with @formatjs/intl, precompiled to FormatJS ASTs at build time
 * (scripts/messages-loader.js, what `formatjs compile --ast` writes) and formatted by react-intl, whose bundle
 * then needs no ICU parser (webpack.config.ts aliases it away). The page's language is
 * its address (`/fr/...` is French). English comes in parts: the header's with the entry, each page's with the
 * page's code (registerMessages); French is one chunk of its own that only French pages load.
 */

/** A message id of the site's catalog (both languages have the same ids: scripts/check-catalogs.js). */
export type SiteMessageId = keyof typeof en;
/** A catalog message, compiled to its AST at build time. */
type CompiledMessage = MessageFormatElement[];
type Catalog = Record<string, CompiledMessage>;
type Loading = Promise<Catalog> & { status?: 'pending' | 'fulfilled'; value?: Catalog };

const english: Catalog = { ...(core as Catalog) };
const loaders: Record<Locale, () => Promise<Catalog>> = {
  en: () => Promise.resolve(english),
  fr: async () => (await import(/* webpackChunkName: "messages-fr" */ '@contract/i18n/messages/site.fr.json?all')).default,
};
const catalogs = new Map<Locale, Loading>();

/** A language's catalog, loaded once; the promise carries its value, so `use` reads a loaded one synchronously. */
export function loadCatalog(locale: Locale): Loading {
  let p = catalogs.get(locale);
  if (!p) {
    const started: Loading = loaders[locale]();
    started.status = 'pending';
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    catalogs.set(locale, started);
    p = started;
  }
  return p;
}

/**
 * A page's part of the English catalog, added when its code loads (before it renders). Messages already there stay:
 * a part never replaces what the catalog has.
 */
export function registerMessages(part: Record<string, unknown>): void {
  for (const [id, m] of Object.entries(part)) if (!(id in english)) english[id] = m as CompiledMessage;
}

/** Replaces a language's messages (the pseudo-locale test renders every template with marked messages). */
export function setCatalogForTests(locale: Locale, messages: Catalog): void {
  if (locale === 'en') Object.assign(english, messages);
  const p: Loading = Promise.resolve(locale === 'en' ? english : messages);
  catalogs.set(locale, Object.assign(p, { status: 'fulfilled' as const, value: locale === 'en' ? english : messages }));
}

/** The `Intl` locale a page formats with: Canadian French, else English. */
export const intlLocale = (locale: Locale): string => (locale === 'fr' ? 'fr-CA' : 'en');

interface I18n {
  locale: Locale;
  messages: Catalog;
}
const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, messages: english });

/** The page's language and its messages, from the address: wraps the app inside the router. */
export function IntlRoot(props: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const p = loadCatalog(locale);
  const messages = p.status === 'fulfilled' && p.value ? p.value : use(p as Promise<Catalog>);
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return (
    <I18nContext value={value}>
      <IntlProvider locale={intlLocale(locale)} defaultLocale="en" messages={messages} onError={reportIntlError}>
        {props.children}
      </IntlProvider>
    </I18nContext>
  );
}

/** A message missing from the catalog shows its id (useHasMessage asks first where that is expected); anything else is a bug. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** True when the catalog has a message (a kind the catalog does not name keeps its definition's words). */
export function useHasMessage(): (id: string) => id is SiteMessageId {
  const { messages } = useContext(I18nContext);
  return useCallback((id: string): id is SiteMessageId => messages[id] !== undefined, [messages]);
}

/** A message of the site's catalog as text, by id, with its values (a missing one shows its id). */
export function useT() {
  const intl = useIntl();
  return useCallback((id: SiteMessageId, values?: Record<string, string | number | Date>) => intl.formatMessage({ id }, withElision(values)), [intl]);
}

/** A calendar date of a record, in words, the same on the server and in every time zone (the hydration must match). */
export function useFormatDate(): (date: string | Date) => string {
  const locale = useLocale();
  return useCallback((date: string | Date) => longDate(date, locale), [locale]);
}

/** A message with rich text: each tag (`<link>…</link>`) is drawn by the function of the same name. */
export function Message(props: { id: SiteMessageId; values?: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)> }) {
  return <FormattedMessage id={props.id} values={withElision(props.values)} />;
}

/** The browser ranks French above English among its languages (the French twin is offered, never imposed). */
export function browserPrefersFrench(): boolean {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.map((l) => l.toLowerCase().slice(0, 2)).find((l) => l === 'fr' || l === 'en') === 'fr';
}

/** A site path as this page's language links it (French pages link to the French twins). */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return useCallback((to: string) => localizedPath(to, locale), [locale]);
}

/** React Router's Link, to the page's language's address of `to`. */
export function LocaleLink(props: ComponentProps<typeof Link> & { to: string }) {
  const localize = useLocalizedPath();
  return <Link {...props} to={localize(props.to)} />;
}

/** React Router's NavLink, to the page's language's address of `to`. */
export function LocaleNavLink(props: ComponentProps<typeof NavLink> & { to: string }) {
  const localize = useLocalizedPath();
  return <NavLink {...props} to={localize(props.to)} />;
}
