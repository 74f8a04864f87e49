import { articleKinds, kindsOfFamily } from '../content-kinds';
import { PRODUCT_ROUTES } from '../site';
import { FRENCH_PREFIX, Locale } from './locale';

/**
 * Which public addresses exist in French and how the two languages' addresses map onto each other (shared
 * by the server's head, sitemap and 404s and the client's router, links and language switch). Plain
 * functions of a path: lower-case paths without a trailing slash, as normalizeSitePath gives them.
 */

/** The Canada region's English pages that have a French twin at FRENCH_PREFIX + path. */
const FRENCH_TWINS = new Set([
  '/home-ca',
  '/can',
  ...kindsOfFamily('labels-library').map((d) => d.publicPath('', 2)),
  '/find-a-rep-ca',
  '/reps-retailers',
  '/contact-ca',
  '/product-selector',
  '/about',
  '/clear-choice',
  '/balanced-nutrition',
  '/thats-farming',
  '/anvol-protects',
  '/rep-thankyou',
  '/retailer-thankyou',
  '/not-found',
  '/error',
  '/access-denied',
  '/error/server-error',
  // The Canada product pages.
  ...PRODUCT_ROUTES.filter((r) => r.region === 3).map((r) => `/${r.slug}`),
  // Canada's article lists (the knowledge center).
  ...articleKinds()
    .filter((d) => d.article.canadaList)
    .map((d) => `/can${d.article.listPath}`),
]);

/** English addresses that show another page with a French twin (the Canada contact page's other address): that page. */
const ENGLISH_ALIASES: Record<string, string> = { '/can/contact-us': '/contact-ca' };

/** The page an English address shows, for its French twin: an alias's page, else the address itself. */
export const aliasedPath = (englishPath: string): string => ENGLISH_ALIASES[lower(englishPath)] ?? englishPath;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Canada's article items (the knowledge center's, press releases) and category lists, a label or SDS
 * document's page, and Canada's custom pages (router patterns match too).
 */
const FRENCH_TWIN_PATTERNS = [
  ...articleKinds().flatMap((d) => {
    const canadaItem = d.publicPath(':slug', 3);
    const items = canadaItem === d.publicPath(':slug', 2) ? [] : [new RegExp(`^${escape(canadaItem).replace(':slug', '[^/]+')}$`)];
    return d.article.canadaList && d.typed ? [...items, new RegExp(`^/can${escape(d.article.listPath)}/category/[^/]+$`)] : items;
  }),
  ...kindsOfFamily('labels-library').map((d) => new RegExp(`^${escape(d.publicPath('', 2))}/[^/]+$`)),
  // Canada's custom pages (a French one at its own slug).
  ...kindsOfFamily('custom').map((d) => new RegExp(`^${escape(d.publicPath(':slug', 3)).replace(':slug', '[^/]+')}$`)),
];

const lower = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

/** The language of a public path: French under FRENCH_PREFIX, else English. */
export function localeOfPath(pathname: string): Locale {
  const p = lower(pathname);
  return p === FRENCH_PREFIX || p.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/** The English address a path stands for: `/fr/agrotain-ca` → `/agrotain-ca`, `/fr` → `/` (the Canada home's French twin). */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) !== 'fr') return pathname;
  return pathname.slice(FRENCH_PREFIX.length) || '/';
}

/**
 * True when an English path has a French twin. `/` has one only on the Canada host (where it is the Canada
 * home; `/fr` is its twin everywhere).
 */
export function hasFrenchTwin(englishPath: string, canadaHost = false): boolean {
  const p = lower(englishPath);
  if (p === '/') return canadaHost;
  // Another address of a page is not a page of its own: the language switch goes by the page it shows (aliasedPath).
  if (ENGLISH_ALIASES[p]) return false;
  return FRENCH_TWINS.has(p) || FRENCH_TWIN_PATTERNS.some((re) => re.test(p));
}

/** The French address of an English path (no check that it has one): `/` → `/fr`. */
export const frenchPath = (englishPath: string): string => (englishPath === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${englishPath}`);

/**
 * A site link as a page in `locale` shows it: on French pages, links to pages that have a French twin go to
 * the twin (query and hash kept); every other link, and every link on English pages, is left as it is.
 */
export function localizedPath(to: string, locale: Locale): string {
  if (locale !== 'fr' || !to.startsWith('/') || localeOfPath(to) === 'fr') return to;
  const cut = to.search(/[?#]/);
  const path = cut < 0 ? to : to.slice(0, cut);
  // The US home has no twin; on a French page, "home" is the French Canada home.
  if (path === '/') return `${FRENCH_PREFIX}/home-ca${cut < 0 ? '' : to.slice(cut)}`;
  return hasFrenchTwin(path) ? frenchPath(path) + (cut < 0 ? '' : to.slice(cut)) : to;
}

/** The French home, as linked from English pages and the region selector. */
export const FRENCH_HOME = `${FRENCH_PREFIX}/home-ca`;
/** The English Canada home. */
export const CANADA_HOME = '/home-ca';
