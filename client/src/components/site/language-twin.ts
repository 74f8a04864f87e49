import { kindIdOfFamily } from '@contract/content-kinds';
import { aliasedPath, CANADA_HOME, FRENCH_HOME, frenchPath, hasFrenchTwin, localeOfPath, withoutLocale } from '@contract/i18n/locale-paths';
import { InitialPageData, isCanadaHost, normalizeSitePath } from '@contract/site';

import { runtimeConfig } from '../../lib/runtime-config';
import { currentHost, pageInitialData } from '../../lib/ssr-context';

/** Pages made from a content item: whether the other language has one is the server's to say (a translation is published or not). */
const itemPage = (data: InitialPageData) => data.kind === 'content-item' || data.kind === kindIdOfFamily('custom') || data.kind === kindIdOfFamily('product');

/**
 * Where the language switch and the French offer lead from a page: its twin in the other language, with the page's
 * query (a search or filter stays), or that language's home when it has none (`twin` false).
 * A page the server rendered carries its twin in its data (an item's twin has a slug of its own); an item's page
 * without one has no twin, nor has a page that was not found. Any other page goes by its address.
 */
export function languageTarget(pathname: string, search: string): { to: string; twin: boolean } {
  const data = pageInitialData() as InitialPageData | null;
  const rendered = !!data && normalizeSitePath(data.path) === normalizeSitePath(pathname) ? data : null;
  const canadaHost = isCanadaHost(currentHost(), runtimeConfig.publicUrlCa);
  const french = localeOfPath(pathname) === 'fr';
  const home = { to: french ? (canadaHost ? '/' : CANADA_HOME) : FRENCH_HOME, twin: false };
  if (rendered?.languageTwin) return { to: rendered.languageTwin + search, twin: true };
  // An item's page without a twin, or a page that is not there: no counterpart to lead to.
  if (rendered && (itemPage(rendered) || rendered.kind === 'not-found')) return home;
  if (french) {
    const english = withoutLocale(pathname);
    return english === '/' ? home : { to: english + search, twin: true };
  }
  const english = aliasedPath(pathname);
  return hasFrenchTwin(english, canadaHost) ? { to: frenchPath(normalizeSitePath(english) === '/' ? '/' : english) + search, twin: true } : home;
}
