import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ContentReads } from '../../content/content-reads.service';
import { ContentTranslations } from '../../content/content-translations';
import { contentKinds } from '../../content/kinds/registry';
import type { ContentItem, ContentKind } from '../../contract/content';
import { CANADA_LANGUAGE_TAG, Locale, OG_LOCALE } from '../../contract/i18n/locale';
import { frenchPath, hasFrenchTwin } from '../../contract/i18n/locale-paths';
import { DEFAULT_REGION, REGION_HOME, RegionId } from '../../contract/regions';
import { InitialPageData, isCanadaHost, regionForPage } from '../../contract/site';
import type { PageHead, PageRequest } from '../../web/page-head';
import { Alternate, breadcrumbLd, HeadModel, organizationLd, renderHead } from '../head-tags';
import { BROWSER_ONLY, preloadFor } from '../route-chunks';
import { staticRoute } from '../site-routes';
import { SiteMessageId, siteText } from '../site-text';
import { LanguageTwin, SiteUrls } from '../site-urls';

/** The French heads of the site's fixed routes that have French twins (their English heads: site-routes.ts; the content kinds' lists carry their own). */
const FIXED_FRENCH_HEAD: Record<string, { title: SiteMessageId; description: SiteMessageId }> = {
  '/home-ca': { title: 'head.homeCa.title', description: 'head.homeCa.description' },
  '/can': { title: 'head.homeCa.title', description: 'head.homeCa.description' },
  '/find-a-rep-ca': { title: 'head.findRep.title', description: 'head.findRep.description' },
  '/reps-retailers': { title: 'head.repsRetailers.title', description: 'head.repsRetailers.description' },
  '/contact-ca': { title: 'head.contact.title', description: 'head.contact.description' },
  '/rep-thankyou': { title: 'head.thankYou.title', description: 'head.thankYou.description' },
  '/retailer-thankyou': { title: 'head.thankYou.title', description: 'head.thankYou.description' },
  '/product-selector': { title: 'head.selector.title', description: 'head.selector.description' },
  '/not-found': { title: 'message.notFound.title', description: 'head.notFound.description' },
  '/error': { title: 'message.notFound.title', description: 'head.notFound.description' },
  '/access-denied': { title: 'message.accessDenied.title', description: 'message.accessDenied.text' },
  '/error/server-error': { title: 'message.error.title', description: 'message.error.text' },
};

/** The French head of a fixed route: the site's own, or a content kind's list route. */
function frenchHead(path: string): { title: SiteMessageId; description: SiteMessageId } | undefined {
  return (
    FIXED_FRENCH_HEAD[path] ??
    contentKinds()
      .flatMap((d) => d.listRoutes ?? [])
      .find((r) => r.path === path)?.french
  );
}

export const SOCIAL_PROFILES = [
  'https://www.facebook.com/KochAgronomicServices',
  'https://x.com/KochAgronomic',
  'https://www.linkedin.com/company/koch-agronomic-services',
  'https://www.youtube.com/@KochAgronomicServices',
  'https://www.instagram.com/kochagronomicservices',
];
export const OG_DEFAULT_IMAGE = '/images/og-default.jpg';
export const LOGO_IMAGE = '/images/logo.png';

/** One public page being resolved. */
export interface PageCtx {
  urls: SiteUrls;
  /** Normalized: lower case, no trailing slash. */
  path: string;
  query: string;
  canadaHost: boolean;
  /**
   * The region the page renders with on the server, as the browser will have it: the route's own
   * (homes, product pages, find-a-rep pages, /can/...), else the visitor's `region` cookie, else the default.
   */
  region: RegionId;
  /** The page's language: French pages are asked for under /fr, and `path` is then their English twin's. */
  locale: Locale;
}

/** What a page family gives the head builder. */
export interface PageSpec {
  title: string;
  description: string;
  region: RegionId | null;
  canonicalPath?: string;
  alternates?: Alternate[];
  status?: number;
  noindex?: boolean;
  ogTitle?: string;
  ogDescription?: string;
  ogType?: string;
  image?: string;
  item?: ContentItem | null;
  jsonLd?: object[];
  /** A public page's data: the page is then rendered on the server too. */
  initialData?: InitialPageData;
  /** The English and French addresses of the page's language pair (null or absent: the page has no French twin). */
  twin?: LanguageTwin | null;
}

/**
 * The head every page family builds on (spec 2.1, 2.2): title with the ' - {company} Services' suffix,
 * description, Open Graph / Twitter, canonical, hreflang, the organization's JSON-LD, breadcrumbs, the
 * fixed routes' heads and the not-found page.
 */
@Injectable()
export class HeadPages {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly content: ContentReads,
    private readonly translations: ContentTranslations,
  ) {}

  /**
   * The published item a page in the context's language shows at a fixed address (a product route, About, a
   * campaign): in French, the French item with that slug, else the French translation of the English item there.
   */
  async itemAt(ctx: PageCtx, kind: ContentKind, slug: string, region?: RegionId): Promise<ContentItem | null> {
    const own = await this.content.findPublishedBySlug(kind, slug, region, ctx.locale);
    if (own || ctx.locale === 'en') return own;
    const english = await this.content.findPublishedBySlug(kind, slug, region);
    const twin = english && (await this.translations.twins(kind, english.baseId))?.find((t) => t.locale === ctx.locale);
    return twin ? this.content.findPublishedBySlug(kind, twin.slug, undefined, ctx.locale) : null;
  }

  /** '{company} Services', the title suffix and the publisher. */
  get siteName(): string {
    return `${this.config.companyName} Services`;
  }

  /** `path` is the English address (a French page's twin's); `locale` the language asked for. */
  context(req: Pick<PageRequest, 'protocol' | 'host' | 'region'>, path: string, query: string, locale: Locale = 'en'): PageCtx {
    const canadaHost = isCanadaHost(req.host, this.config.publicUrlCa);
    return {
      urls: new SiteUrls(`${req.protocol}://${req.host}`, this.config.publicUrlUs, this.config.publicUrlCa),
      path,
      query,
      canadaHost,
      // French pages are the Canada region's.
      region: locale === 'fr' ? 3 : (regionForPage(path, canadaHost, req.region ?? DEFAULT_REGION) ?? req.region ?? DEFAULT_REGION),
      locale,
    };
  }

  /** A text of the site's catalog in the page's language. */
  text(ctx: PageCtx, id: SiteMessageId): string {
    return siteText(ctx.locale, id);
  }

  /** The language pair of a fixed route: its own French twin, or (for a US page of a US/Canada pair) its Canada page's. */
  fixedTwin(canonicalPath: string, pair: [string, string] | undefined): LanguageTwin | null {
    const en = pair ? pair[1] : canonicalPath;
    return hasFrenchTwin(en) ? { en, enRegion: pair ? 3 : (staticRoute(en)?.region ?? null), fr: frenchPath(en) } : null;
  }

  image(ctx: PageCtx, src: string | null | undefined): string {
    const s = src || OG_DEFAULT_IMAGE;
    return /^https?:\/\//i.test(s) ? s : ctx.urls.base(null) + (s.startsWith('/') ? s : `/${s}`);
  }

  trail(ctx: PageCtx, region: RegionId | null, items: { name: string; path: string }[]): object {
    const home = region === 3 || ctx.locale === 'fr' ? REGION_HOME[3] : region === 4 ? REGION_HOME[4] : '/';
    const url = (path: string) => (ctx.locale === 'fr' ? ctx.urls.url(frenchPath(path), 3) : ctx.urls.url(path, region));
    return breadcrumbLd([{ name: this.text(ctx, 'head.home'), url: url(home) }, ...items.map((i) => ({ name: i.name, url: url(i.path) }))]);
  }

  /** A fixed route's page (`key`), shown at `shownAs` when that is its canonical address. */
  fixed(ctx: PageCtx, key: string, shownAs?: string, data?: InitialPageData): PageHead {
    const r = staticRoute(key)!;
    const canonicalPath = shownAs ?? r.canonical ?? r.path;
    const french = ctx.locale === 'fr' ? frenchHead(key) : undefined;
    const title = french ? this.text(ctx, french.title) : r.title;
    // On a French page, a crumb with a French head of its own is named by it.
    const crumb = (t: { name: string; path: string }) => {
      const head = french ? frenchHead(t.path) : undefined;
      return head ? { ...t, name: this.text(ctx, head.title) } : t;
    };
    const trail = r.trail?.map((t) => (typeof t === 'string' ? { name: french ? title : t, path: canonicalPath } : crumb(t)));
    return this.page(ctx, {
      title,
      description: french ? this.text(ctx, french.description) : r.description,
      region: r.region,
      canonicalPath,
      alternates: r.pair ? ctx.urls.pair(r.pair[0], r.pair[1]) : undefined,
      twin: r.noindex ? null : this.fixedTwin(r.canonical ?? r.path, r.pair),
      status: r.status,
      noindex: r.noindex,
      jsonLd: trail ? [this.trail(ctx, r.region, trail)] : [],
      initialData: data ?? { path: ctx.path, kind: 'static', region: ctx.region },
    });
  }

  notFound(ctx: PageCtx): PageHead {
    const r = staticRoute('/not-found')!;
    const french = ctx.locale === 'fr';
    return this.page(ctx, {
      title: french ? this.text(ctx, 'message.notFound.title') : r.title,
      description: french ? this.text(ctx, 'head.notFound.description') : r.description,
      region: null,
      status: 404,
      noindex: true,
      canonicalPath: '/not-found',
      initialData: { path: ctx.path, kind: 'not-found', region: ctx.region },
    });
  }

  page(ctx: PageCtx, p: PageSpec): PageHead {
    const site = this.siteName;
    const fullTitle = `${p.title} - ${site}`;
    const meta = p.item?.metadata;
    const french = ctx.locale === 'fr';
    const twin = p.noindex ? null : (p.twin ?? null);
    const ownPath = p.canonicalPath ?? ctx.path;
    // A French page's address is its twin's (an item's French slug), else the English address under /fr; always on the Canada host.
    const canonical = french ? ctx.urls.url(twin?.fr ?? frenchPath(ownPath), 3) : ctx.urls.url(ownPath, p.region);
    // The region the page is shown in (a page every region shares takes the visitor's), as the browser sets it after a navigation.
    const canadian = french || p.region === 3 || ctx.region === 3;
    const language = french ? CANADA_LANGUAGE_TAG.fr : canadian ? CANADA_LANGUAGE_TAG.en : 'en';
    const model: HeadModel = {
      title: fullTitle,
      description: p.description,
      canonical,
      ogTitle: p.ogTitle || meta?.ogtitle || fullTitle,
      ogDescription: p.ogDescription || meta?.ogdesc || p.description,
      ogImage: p.image ?? this.image(ctx, null),
      ogType: p.ogType || meta?.metaContent || 'website',
      siteName: site,
      locale: french ? OG_LOCALE.fr : p.region === 3 ? OG_LOCALE.en : 'en_US',
      localeAlternates: twin ? [french ? OG_LOCALE.en : OG_LOCALE.fr] : undefined,
      alternates: ctx.urls.withFrench(p.alternates, twin),
      noindex: p.noindex,
      jsonLd: [
        organizationLd(site, ctx.urls.base(null) + '/', ctx.urls.base(null) + LOGO_IMAGE, SOCIAL_PROFILES),
        // The page's language for the Canada region's pages, which come in two.
        ...(canadian || twin ? [{ '@context': 'https://schema.org', '@type': 'WebPage', url: canonical, name: fullTitle, inLanguage: language }] : []),
        ...(p.jsonLd ?? []),
      ],
    };
    // Every public page renders on the server, with the region the browser will have (ctx.region); the data
    // travels as JSON, so the server renders exactly what the browser will read back (dates as strings).
    const data = p.initialData && !BROWSER_ONLY.includes(ctx.path) ? (JSON.parse(JSON.stringify(p.initialData)) as InitialPageData) : undefined;
    if (data) {
      // The browser finds the data by the address it is at: a French page's.
      if (french) data.path = frenchPath(data.path);
      // Where the header's language switch leads: the twin (an item's other slug), which only the server knows.
      if (twin) data.languageTwin = french ? twin.en : twin.fr;
    }
    return {
      status: p.status ?? 200,
      head: renderHead(model),
      lang: canadian ? language : undefined,
      initialData: data,
      preload: [...preloadFor(ctx.path, p.status ?? 200), ...(french ? ['messages-fr'] : [])],
      ssr: data ? { region: ctx.region } : undefined,
    };
  }
}
