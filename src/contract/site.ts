import type { ContentFilterRequest, ContentItem, ContentKind, ContentSummary } from './content';
import type { KindIdOfFamily } from './content-kinds';
import type { DirectorySearchRequest, DirectorySearchResponse } from './directory';
import type { StateProvince } from './forms';
import type { LabelDocumentView, LabelSearchResponse } from './labels';
import type { SelectorSolution } from './product-selector';
import type { RegionId } from './regions';

/**
 * The public site's map (spec 2.1 and 2.2), shared by the server (head, hreflang, sitemap) and
 * the client (header, mega menu, footer, region rules). Plain data: no imports beyond types.
 */

export interface ProductRoute {
  /** The route and the product record's slug, e.g. 'agrotain-ca'. */
  slug: string;
  region: 2 | 3;
  /** Brand as shown in menus. */
  brand: string;
  /** The same product's page in the other region (hreflang pair). */
  counterpart?: string;
  /** One line used when no product record exists yet. */
  blurb: string;
}

export const PRODUCT_ROUTES: ProductRoute[] = [
  { slug: 'agrotain', region: 2, brand: 'AGROTAIN', counterpart: 'agrotain-ca', blurb: 'Nitrogen stabilizer that guards surface-applied urea and UAN against volatilization.' },
  { slug: 'centuro', region: 2, brand: 'CENTURO', counterpart: 'centuro-ca', blurb: 'Nitrification inhibitor that keeps below-ground nitrogen in the root zone.' },
  { slug: 'superu', region: 2, brand: 'SUPERU', counterpart: 'superu-ca', blurb: 'Stabilized granular urea protected above and below ground.' },
  { slug: 'protivate', region: 2, brand: 'PROTIVATE', counterpart: 'protivate-ca', blurb: 'Seed enhancer for a faster, more even start.' },
  { slug: 'optrient', region: 2, brand: 'OPTRIENT', counterpart: 'nitamin-ca', blurb: 'Foliar nutrition that feeds the crop when demand peaks.' },
  { slug: 'anvol', region: 2, brand: 'ANVOL', counterpart: 'anvol-ca', blurb: 'Dual-action nitrogen stabilizer with longer above-ground protection.' },
  { slug: 'wolf-trax', region: 2, brand: 'WOLF TRAX', counterpart: 'wolf-trax-ca', blurb: 'Micronutrient coatings that put zinc, boron and more on every granule.' },
  { slug: 'dual-purpose', region: 2, brand: 'DUAL-PURPOSE', counterpart: 'dual-purpose-ca', blurb: 'Seed and nutrition together: PROTIVATE with a micronutrient program.' },
  { slug: 'anvol-ca', region: 3, brand: 'ANVOL', counterpart: 'anvol', blurb: 'Dual-action nitrogen stabilizer with longer above-ground protection.' },
  { slug: 'superu-ca', region: 3, brand: 'SUPERU', counterpart: 'superu', blurb: 'Stabilized granular urea protected above and below ground.' },
  { slug: 'tribune-ca', region: 3, brand: 'TRIBUNE', blurb: 'Urease inhibitor for surface-applied urea on Canadian acres.' },
  { slug: 'agrotain-ca', region: 3, brand: 'AGROTAIN', counterpart: 'agrotain', blurb: 'Nitrogen stabilizer that guards surface-applied urea and UAN against volatilization.' },
  { slug: 'protivate-ca', region: 3, brand: 'PROTIVATE', counterpart: 'protivate', blurb: 'Seed enhancer for a faster, more even start.' },
  { slug: 'wolf-trax-ca', region: 3, brand: 'WOLF TRAX', counterpart: 'wolf-trax', blurb: 'Micronutrient coatings that put zinc, boron and more on every granule.' },
  { slug: 'centuro-ca', region: 3, brand: 'CENTURO', counterpart: 'centuro', blurb: 'Nitrification inhibitor that keeps below-ground nitrogen in the root zone.' },
  { slug: 'rocket-seeds-ca', region: 3, brand: 'ROCKET SEEDS', blurb: 'The seed enhancer formerly sold as ROCKET SEEDS, now PROTIVATE.' },
  { slug: 'nitamin-ca', region: 3, brand: 'OPTRIENT', counterpart: 'optrient', blurb: 'Foliar nutrition that feeds the crop when demand peaks.' },
  { slug: 'synthos-ca', region: 3, brand: 'SYNTHOS', blurb: 'Micronutrient nutrition for Canadian crops.' },
  { slug: 'dual-purpose-ca', region: 3, brand: 'DUAL-PURPOSE', counterpart: 'dual-purpose', blurb: 'Seed and nutrition together: PROTIVATE with a micronutrient program.' },
];

export const productRoute = (slug: string): ProductRoute | undefined => PRODUCT_ROUTES.find((p) => p.slug === slug.toLowerCase());

/** Campaign pages (no region) and the About page: page records rendered from the content engine. */
export const CAMPAIGN_SLUGS = ['clear-choice', 'balanced-nutrition', 'thats-farming', 'anvol-protects'] as const;
export const ABOUT_SLUG = 'about';
/** About and the campaign pages have one address for every region (their French twins: that address under /fr). */
export const singleAddressPage = (slug: string) => slug === ABOUT_SLUG || (CAMPAIGN_SLUGS as readonly string[]).includes(slug);

/**
 * The Canada PROTIVATE page's brand banner: the localStorage key that remembers its dismissal, and
 * the class a server-rendered page's head puts on <html> when it is set, so that a dismissed banner
 * never shows, not even before the page's script runs (site.css hides it).
 */
export const BANNER_DISMISSED_KEY = 'protivateBannerDismissed';
export const BANNER_DISMISSED_CLASS = 'brand-banner-dismissed';

export interface MenuLink {
  label: string;
  to: string;
  /** Short descriptor shown under the link. */
  note?: string;
}
export interface MenuGroup {
  /** Optional sub-heading inside a column (e.g. 'Above Ground'). */
  heading?: string;
  links: MenuLink[];
}
export interface MenuColumn {
  title: string;
  groups: MenuGroup[];
}
export interface MegaMenu {
  columns: MenuColumn[];
  /** The US menu ends with a Product Selector button. */
  selectorButton?: MenuLink;
}

/** Mega menu contents of spec 2.2, exactly. */
export const MEGA_MENU: Record<2 | 3, MegaMenu> = {
  2: {
    columns: [
      {
        title: 'Nutrient Management',
        groups: [
          {
            links: [
              { label: 'OPTRIENT', to: '/optrient' },
              { label: 'WOLF TRAX', to: '/wolf-trax' },
            ],
          },
        ],
      },
      {
        title: 'Nutrient Protection',
        groups: [
          {
            heading: 'Above Ground',
            links: [
              { label: 'AGROTAIN', to: '/agrotain' },
              { label: 'ANVOL', to: '/anvol' },
            ],
          },
          { heading: 'Below Ground', links: [{ label: 'CENTURO', to: '/centuro' }] },
          { heading: 'Above & Below Ground', links: [{ label: 'SUPERU', to: '/superu' }] },
        ],
      },
      { title: 'Seed Enhancement', groups: [{ links: [{ label: 'PROTIVATE', to: '/protivate' }] }] },
    ],
    selectorButton: { label: 'Product Selector', to: '/product-selector' },
  },
  3: {
    columns: [
      {
        title: 'Nutrient Management',
        groups: [
          {
            links: [
              { label: 'OPTRIENT', to: '/nitamin-ca' },
              { label: 'SYNTHOS', to: '/synthos-ca' },
              { label: 'WOLF TRAX', to: '/wolf-trax-ca' },
            ],
          },
        ],
      },
      {
        title: 'Nutrient Protection',
        groups: [
          {
            links: [
              { label: 'AGROTAIN', to: '/agrotain-ca' },
              { label: 'ANVOL', to: '/anvol-ca' },
              { label: 'CENTURO', to: '/centuro-ca' },
              { label: 'SUPERU', to: '/superu-ca' },
              { label: 'TRIBUNE', to: '/tribune-ca' },
            ],
          },
        ],
      },
      { title: 'Seed Enhancement', groups: [{ links: [{ label: 'PROTIVATE', to: '/protivate-ca' }] }] },
    ],
  },
};

export const findARepPath = (region: RegionId) => (region === 3 ? '/find-a-rep-ca' : '/find-a-rep');
export const contactPath = (region: RegionId) => (region === 3 ? '/contact-ca' : '/contact');
export const protivatePath = (region: RegionId) => (region === 3 ? '/protivate-ca' : '/protivate');

/** Routes where the header is hidden / the footer is hidden (spec 2.2). */
export const HEADER_HIDDEN = ['/product-selector'];
export const FOOTER_HIDDEN = ['/reps-retailers', '/product-selector'];
export const DUAL_PURPOSE_PATHS = ['/dual-purpose', '/dual-purpose-ca'];

/** A site path as the spec's path lists compare it: lower case, no trailing slash. */
export const normalizeSitePath = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

/** True when the host (name or name:port) is the configured Canada host. */
export function isCanadaHost(host: string, publicUrlCa: string | null | undefined): boolean {
  if (!publicUrlCa) return false;
  try {
    return new URL(publicUrlCa).host.toLowerCase() === host.toLowerCase() || new URL(publicUrlCa).hostname.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The region a route implies (spec 2.1 and 2.2), or null when the route keeps the visitor's region.
 * Homes, product pages, the find-a-rep and Canada contact pages and /can/... paths carry a region.
 */
export function regionForPath(pathname: string, canadaHost: boolean): RegionId | null {
  const p = normalizeSitePath(pathname);
  // French pages are the Canada region's (src/contract/i18n/locale-paths.ts).
  if (p === '/fr' || p.startsWith('/fr/')) return 3;
  if (p === '/') return canadaHost ? 3 : 2;
  if (p === '/home-ca' || p === '/can') return 3;
  if (p === '/home-int' || p === '/int') return 4;
  if (p === '/find-a-rep') return 2;
  if (p === '/find-a-rep-ca' || p === '/contact-ca') return 3;
  if (p.startsWith('/can/')) return 3;
  const product = productRoute(p.slice(1));
  return product ? product.region : null;
}

/**
 * The region a page shows for a visitor whose region is `visitor`, or null when the page keeps it: the route's own
 * (regionForPath), and on /contact the US unless the visitor is on the international site, whose header links there
 * too (spec 2.2). The server renders with it and the browser hydrates with it, so both draw the same header.
 */
export function regionForPage(pathname: string, canadaHost: boolean, visitor: RegionId): RegionId | null {
  const implied = regionForPath(pathname, canadaHost);
  if (implied) return implied;
  return normalizeSitePath(pathname) === '/contact' && visitor !== 4 ? 2 : null;
}

/**
 * Where choosing a region in the selector goes (spec 4): that region's home, on its own host when both hosts are
 * configured; Canada chosen on a French page goes to the French Canada home.
 */
export function regionHomeUrl(region: RegionId, currentOrigin: string, hosts: { publicUrlUs: string | null; publicUrlCa: string | null }, french = false): string {
  const both = !!hosts.publicUrlUs && !!hosts.publicUrlCa;
  if (french && region === 3) return both && currentOrigin !== hosts.publicUrlCa ? `${hosts.publicUrlCa}/fr/home-ca` : '/fr/home-ca';
  if (both && region === 2) return currentOrigin === hosts.publicUrlUs ? '/' : `${hosts.publicUrlUs}/`;
  if (both && region === 3) return currentOrigin === hosts.publicUrlCa ? '/' : `${hosts.publicUrlCa}/`;
  return region === 3 ? '/home-ca' : region === 4 ? '/home-int' : '/';
}

/** Where the region selector's form goes when the page's script has not run (ROUTES.site.chooseRegion). */
export const CHOOSE_REGION_PATH = '/choose-region';

/** The query of the region selector's form (ROUTES.site.chooseRegion): the region chosen, and `fr` when chosen on a French page. */
export interface ChooseRegionQuery {
  region: RegionId;
  lang?: 'fr';
}

/**
 * The visitor's chosen region as a small cookie beside the spec's local-storage key: the
 * server renders region-dependent pages (header, lists) with it, and the page cache keys by it.
 */
export const REGION_COOKIE = 'region';
export const regionCookie = (region: RegionId) => `${REGION_COOKIE}=${region}; Path=/; Max-Age=31536000; SameSite=Lax`;

/**
 * A public form rendered on the server, so that it works before (or without) script: the signed time it was
 * rendered, and after a post the server refused, what was sent and the message for each field.
 */
export interface PublicFormPageData {
  startedAt: string;
  values: Record<string, string> | null;
  errors: Record<string, string> | null;
  /** The contact form: the states or provinces of the page's country, in the page's language, so its list is there without script. */
  states?: { regionId: RegionId; list: StateProvince[] };
}

/**
 * What the server puts into window.__INITIAL_DATA__ for a server-rendered page: the path and the region
 * it rendered, and the data the page's first render needs, so that the browser's first render (the
 * hydration) finds exactly what the server rendered without a request of its own.
 */
export type InitialPageData = {
  path: string;
  /** The page's twin in the other language (the header's language switch), when the page has one. */
  languageTwin?: string;
} & (
  | { kind: KindIdOfFamily<'product'>; region: RegionId; item: ContentItem }
  | { kind: KindIdOfFamily<'custom'>; region: RegionId; item: ContentItem; latest: ContentSummary[] }
  | { kind: 'content-list'; region: RegionId; contentKind: ContentKind; filter: ContentFilterRequest; items: ContentSummary[]; total: number }
  | { kind: 'content-item'; region: RegionId; contentKind: ContentKind; slug: string; itemRegion: RegionId; item: ContentItem; related: ContentSummary[] }
  | { kind: KindIdOfFamily<'labels-library'>; region: RegionId; search: LabelSearchResponse }
  | { kind: 'label-document'; region: RegionId; document: LabelDocumentView }
  | { kind: 'directory-search'; region: RegionId; request: DirectorySearchRequest; result: DirectorySearchResponse | null; error: string | null }
  | { kind: 'public-form'; region: RegionId; form: PublicFormPageData }
  | { kind: 'product-selector'; region: RegionId; solutions: SelectorSolution[] }
  | { kind: 'not-found'; region: RegionId }
  | { kind: 'static'; region: RegionId }
);
