import { withElision } from '@contract/i18n/elision';
import { DEFAULT_LOCALE, Locale } from '@contract/i18n/locale';
import { localeOfPath, localizedPath } from '@contract/i18n/locale-paths';
import { longDate } from '@contract/i18n/long-date';
import type en from '@contract/i18n/messages/site.en.json';
import core, { french as coreInFrench } from '@contract/i18n/messages/site.en.json?core';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { ComponentProps, createContext, ReactNode, useCallback, useContext, useMemo } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { readLoaded, track, Tracked } from './read-loaded';
import { runtimeConfig } from './runtime-config';

/**
 * The public site's UI text: ICU MessageFormat catalogs (src/contract/i18n/messages/site.{en,fr}.json), the same
 * FormatJS catalogs the server formats with @formatjs/intl, precompiled to FormatJS ASTs at build time
 * (scripts/messages-loader.js, what `formatjs compile --ast` writes) and formatted by react-intl, whose bundle
 * then needs no ICU parser (webpack.config.ts aliases it away). The page's language is its address (`/fr/...` is
 * French). Both languages come in parts: the header's with the entry (its French in a chunk of its own), each
 * page's and component's with its code (registerMessages). English parts are in the code; a French part is a chunk
 * that loads once a French page is shown. Code loaded on demand waits for its French before it renders
 * (withMessages: the router's pages, the layout's late parts), so a French page never shows a message's id.
 */

/** A message id of the site's catalog (both languages have the same ids: scripts/check-catalogs.js). */
export type SiteMessageId = keyof typeof en;
/** A catalog message, compiled to its AST at build time. */
type CompiledMessage = MessageFormatElement[];
type Catalog = Record<string, CompiledMessage>;
/** The loader of a part of the French catalog (the `french` export of an English part). */
type FrenchPart = () => Promise<{ default: Catalog }>;

const settled = <T,>(value: T): Tracked<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

const english: Catalog = { ...(core as Catalog) };
/** The French messages loaded so far: the parts merge into this one object, which the IntlProvider holds. */
const french: Catalog = {};
/** Every part of the French catalog the loaded code needs (the header's first), and each one's load once started. */
const frenchParts: FrenchPart[] = coreInFrench ? [coreInFrench] : [];
const frenchLoads = new Map<FrenchPart, Promise<void>>();
let frenchWanted = false;
/** All the French parts registered so far, loaded: made again when a part is registered after a French page was shown. */
let frenchReady: Tracked<Catalog> = settled(french);
/** The French of the code there when a French page was first shown (the header's at least): what the app waits for. */
let frenchFirst: Tracked<Catalog> | undefined;

function loadFrenchParts(): Tracked<Catalog> {
  frenchWanted = true;
  const pending = frenchParts.filter((part) => !frenchLoads.has(part));
  if (!pending.length) return frenchReady;
  for (const part of pending)
    frenchLoads.set(
      part,
      part().then((m) => void Object.assign(french, m.default)),
    );
  frenchReady = track(Promise.all([...frenchLoads.values()]).then(() => french));
  return frenchReady;
}

/** A language's catalog: English is in the code; French is loaded, its parts for the code loaded so far. */
export function loadCatalog(locale: Locale): Tracked<Catalog> {
  if (locale !== 'fr') return settled(english);
  const all = loadFrenchParts();
  frenchFirst ??= all;
  return all;
}

/**
 * Code loaded on demand (a page, a late part of the layout), once the French of the parts it registered is in too,
 * when French pages are shown: its first render has its words, and nothing else waits for them.
 */
export async function withMessages<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  if (frenchWanted) await loadFrenchParts();
  return loaded;
}

/**
 * A page's or component's part of the catalog, added when its code loads (before it renders), with the loader of
 * the same part in French. Messages already there stay: a part never replaces what the catalog has.
 */
export function registerMessages(part: Record<string, unknown>, frenchPart?: FrenchPart): void {
  for (const [id, m] of Object.entries(part)) if (!(id in english)) english[id] = m as CompiledMessage;
  if (!frenchPart || frenchParts.includes(frenchPart)) return;
  frenchParts.push(frenchPart);
  if (frenchWanted) void loadFrenchParts();
}

/** Replaces a language's messages (the pseudo-locale test renders every template with marked messages). */
export function setCatalogForTests(locale: Locale, messages: Catalog): void {
  Object.assign(locale === 'en' ? english : french, messages);
}

/** The `Intl` locale a page formats with: Canadian French, else English. */
export const intlLocale = (locale: Locale): string => (locale === 'fr' ? 'fr-CA' : 'en');

/**
 * A message without values, of a part registered by code that has loaded, in the language of the page shown (once
 * that part's French is in): for text made outside a render, such as the API client's own failures ("The server
 * could not be reached").
 */
export async function pageMessage(id: SiteMessageId): Promise<string> {
  const locale = typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);
  // The French of the code loaded so far (a part registered a moment ago may still be on its way); when it cannot
  // come (the network is down), the English text.
  if (locale === 'fr') await loadCatalog(locale).catch(() => undefined);
  const message = (locale === 'fr' ? french[id] : undefined) ?? english[id];
  return message ? (new IntlMessageFormat(message, intlLocale(locale)).format() as string) : id;
}

interface I18n {
  locale: Locale;
  messages: Catalog;
}
const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, messages: english });

/** The page's language and its messages, from the address: wraps the app inside the router. */
export function IntlRoot(props: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  // The first French page waits for the French of the code loaded so far; code loaded later waits for its own (withMessages).
  // (read synchronously once loaded; on every French render, so a render that suspended reads it when retried.)
  if (locale === 'fr') readLoaded(frenchFirst ?? loadCatalog(locale));
  // French text fills this one object part by part.
  const messages = locale === 'fr' ? french : english;
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return (
    <I18nContext.Provider value={value}>
      <IntlProvider locale={intlLocale(locale)} defaultLocale="en" messages={messages} onError={reportIntlError}>
        {props.children}
      </IntlProvider>
    </I18nContext.Provider>
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

/**
 * The day of a moment (a publish time), in words, on the site's calendar (its time zone from the site settings): the same
 * on the server and in every browser's zone, so the hydration matches and visitors see the day staff chose.
 */
export function useFormatDate(): (date: string | Date) => string {
  const locale = useLocale();
  return useCallback((date: string | Date) => longDate(date, locale, runtimeConfig.timeZone), [locale]);
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
