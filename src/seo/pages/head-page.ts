import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { ContentItem } from '../../contract/content';
import { DEFAULT_REGION, REGION_HOME, RegionId } from '../../contract/regions';
import { InitialPageData, isCanadaHost, regionForPath } from '../../contract/site';
import type { PageHead, PageRequest } from '../../web/page-head';
import { Alternate, breadcrumbLd, HeadModel, organizationLd, renderHead } from '../head-tags';
import { BROWSER_ONLY, preloadFor } from '../route-chunks';
import { staticRoute } from '../site-routes';
import { SiteUrls } from '../site-urls';

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
}

/**
 * Product, custom and labels-library pages carry their content kind as the page data's kind (second, after
 * the path, as every page's data): the client looks the data up by it.
 */
export const kindPageData = (kind: string, { path, ...data }: { path: string; region: RegionId } & Record<string, unknown>) => ({ path, kind, ...data }) as InitialPageData;

/**
 * The head every page family builds on (spec 2.1, 2.2): title with the ' - {company} Services' suffix,
 * description, Open Graph / Twitter, canonical, hreflang, the organization's JSON-LD, breadcrumbs, the
 * fixed routes' heads and the not-found page.
 */
@Injectable()
export class HeadPages {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** '{company} Services', the title suffix and the publisher. */
  get siteName(): string {
    return `${this.config.companyName} Services`;
  }

  context(req: Pick<PageRequest, 'protocol' | 'host' | 'region'>, path: string, query: string): PageCtx {
    const canadaHost = isCanadaHost(req.host, this.config.publicUrlCa);
    return {
      urls: new SiteUrls(`${req.protocol}://${req.host}`, this.config.publicUrlUs, this.config.publicUrlCa),
      path,
      query,
      canadaHost,
      region: regionForPath(path, canadaHost) ?? req.region ?? DEFAULT_REGION,
    };
  }

  image(ctx: PageCtx, src: string | null | undefined): string {
    const s = src || OG_DEFAULT_IMAGE;
    return /^https?:\/\//i.test(s) ? s : ctx.urls.base(null) + (s.startsWith('/') ? s : `/${s}`);
  }

  trail(ctx: PageCtx, region: RegionId | null, items: { name: string; path: string }[]): object {
    const home = region === 3 ? REGION_HOME[3] : region === 4 ? REGION_HOME[4] : '/';
    return breadcrumbLd([{ name: 'Home', url: ctx.urls.url(home, region) }, ...items.map((i) => ({ name: i.name, url: ctx.urls.url(i.path, region) }))]);
  }

  /** A fixed route's page (`key`), shown at `shownAs` when that is its canonical address. */
  fixed(ctx: PageCtx, key: string, shownAs?: string, data?: InitialPageData): PageHead {
    const r = staticRoute(key)!;
    const canonicalPath = shownAs ?? r.canonical ?? r.path;
    const trail = r.trail?.map((t) => (typeof t === 'string' ? { name: t, path: canonicalPath } : t));
    return this.page(ctx, {
      title: r.title,
      description: r.description,
      region: r.region,
      canonicalPath,
      alternates: r.pair ? ctx.urls.pair(r.pair[0], r.pair[1]) : undefined,
      status: r.status,
      noindex: r.noindex,
      jsonLd: trail ? [this.trail(ctx, r.region, trail)] : [],
      initialData: data ?? { path: ctx.path, kind: 'static', region: ctx.region },
    });
  }

  notFound(ctx: PageCtx): PageHead {
    const r = staticRoute('/not-found')!;
    return this.page(ctx, {
      title: r.title,
      description: r.description,
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
    const model: HeadModel = {
      title: fullTitle,
      description: p.description,
      canonical: ctx.urls.url(p.canonicalPath ?? ctx.path, p.region),
      ogTitle: p.ogTitle || meta?.ogtitle || fullTitle,
      ogDescription: p.ogDescription || meta?.ogdesc || p.description,
      ogImage: p.image ?? this.image(ctx, null),
      ogType: p.ogType || meta?.metaContent || 'website',
      siteName: site,
      locale: p.region === 3 ? 'en_CA' : 'en_US',
      alternates: p.alternates,
      noindex: p.noindex,
      jsonLd: [organizationLd(site, ctx.urls.base(null) + '/', ctx.urls.base(null) + LOGO_IMAGE, SOCIAL_PROFILES), ...(p.jsonLd ?? [])],
    };
    // Every public page renders on the server, with the region the browser will have (ctx.region); the data
    // travels as JSON, so the server renders exactly what the browser will read back (dates as strings).
    const data = p.initialData && !BROWSER_ONLY.includes(ctx.path) ? (JSON.parse(JSON.stringify(p.initialData)) as InitialPageData) : undefined;
    return {
      status: p.status ?? 200,
      head: renderHead(model),
      initialData: data,
      preload: preloadFor(ctx.path, p.status ?? 200),
      ssr: data ? { region: ctx.region } : undefined,
    };
  }
}
