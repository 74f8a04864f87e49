import { CANADA_LANGUAGE_TAG, DEFAULT_LOCALE, Locale } from '@contract/i18n/locale';
import { localeOfPath, localizedPath } from '@contract/i18n/locale-paths';
import en from '@contract/i18n/messages/site.en.json';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ComponentProps, ReactNode, use, useCallback } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';

/**
 * The public site's UI text: ICU MessageFormat catalogs (src/contract/i18n/messages/site.{en,fr}.json, built
 * into ASTs by scripts/messages-loader.js) through react-intl. The page's language is its address (`/fr/...` is
 * French); English is in the entry, French is a chunk of its own that only French pages load.
 */

/** A message id of the site's catalog (both languages have the same ids: scripts/check-catalogs.js). */
export type SiteMessageId = keyof typeof en;
type Catalog = Record<string, MessageFormatElement[]> | Record<string, string>;
type Loading = Promise<Catalog> & { status?: 'pending' | 'fulfilled'; value?: Catalog };

const loaders: Record<Locale, () => Promise<Catalog>> = {
  en: () => Promise.resolve(en as Catalog),
  fr: async () => (await import(/* webpackChunkName: "messages-fr" */ '@contract/i18n/messages/site.fr.json')).default,
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

/** Replaces a language's messages (the pseudo-locale test renders every template with marked messages). */
export function setCatalogForTests(locale: Locale, messages: Catalog): void {
  const p: Loading = Promise.resolve(messages);
  catalogs.set(locale, Object.assign(p, { status: 'fulfilled' as const, value: messages }));
}

/** The `Intl` locale a page formats with: Canadian French, else English. */
export const intlLocale = (locale: Locale): string => (locale === 'fr' ? CANADA_LANGUAGE_TAG.fr : 'en');

/** Shows a missing message as the id it asked for (the catalog check keeps both languages complete). */
const onError = (err: { code?: string; message: string }) => {
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err.message);
};

/** The page's language and its messages, from the address: wraps the app inside the router. */
export function IntlRoot(props: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const p = loadCatalog(locale);
  const messages = p.status === 'fulfilled' && p.value ? p.value : use(p as Promise<Catalog>);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale={intlLocale(DEFAULT_LOCALE)} messages={messages} onError={onError}>
      {props.children}
    </IntlProvider>
  );
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useIntl().locale === intlLocale('fr') ? 'fr' : 'en';
}

/** A message of the site's catalog as text, by id, with its values. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: SiteMessageId, values?: Record<string, string | number | Date>) => intl.formatMessage({ id }, values), [intl]);
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
