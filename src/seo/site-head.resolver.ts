import { Inject, Injectable, Logger } from '@nestjs/common';

import { ValidationFailed } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ContentReads } from '../content/content-reads.service';
import { ContentItem, ContentSummary, KC_CATEGORIES, PRODUCT_FAMILY_NAME } from '../contract/content';
import { ContentKindPublic, publicKind, publicKinds } from '../contract/content-kinds';
import { DOCUMENT_KIND_NAME } from '../contract/documents';
import { LABEL_DOCUMENT_PATH, labelDocumentPath, labelQueryFromSearch, LANGUAGE_NAME } from '../contract/labels';
import { DEFAULT_REGION, REGION_HOME, RegionId } from '../contract/regions';
import {
  ABOUT_SLUG,
  CAMPAIGN_SLUGS,
  directorySearchFromQuery,
  InitialPageData,
  isCanadaHost,
  productRoute,
  publicListFilter,
  regionForPath,
  relatedFilter,
  relatedItems,
} from '../contract/site';
import { DirectorySearchService } from '../directory/directory-search.service';
import { LabelsLibraryService } from '../documents/labels/labels-library.service';
import { PageHead, PageHeadResolver, PageRequest } from '../web/page-head';
import { Alternate, articleLd, breadcrumbLd, HeadModel, organizationLd, plainText, productLd, renderHead } from './head-tags';
import { FIXED_REDIRECTS, staticRoute } from './site-routes';
import { SiteUrls } from './site-urls';

export const SOCIAL_PROFILES = [
  'https://www.facebook.com/KochAgronomicServices',
  'https://x.com/KochAgronomic',
  'https://www.linkedin.com/company/koch-agronomic-services',
  'https://www.youtube.com/@KochAgronomicServices',
  'https://www.instagram.com/kochagronomicservices',
];
export const OG_DEFAULT_IMAGE = '/images/og-default.jpg';
export const LOGO_IMAGE = '/images/logo.png';

const normalizePath = (p: string) => {
  let path = decodeURIComponentSafe(p).replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.toLowerCase() || '/';
};
function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

interface Ctx {
  urls: SiteUrls;
  path: string;
  query: string;
  canadaHost: boolean;
  /**
   * The region the page renders with on the server, as the browser will have it: the route's own
   * (homes, product pages, find-a-rep pages, /can/...), else the visitor's `region` cookie, else the default.
   */
  region: RegionId;
}

/** Public routes left to the browser: the contact overlay (its form, phone input and bot check are browser-only). */
const BROWSER_ONLY = ['/contact', '/contact-ca', '/can/contact-us'];

/**
 * The public site's head for every route (spec 2.1, 2.2; issue 5): title with the ' - {company} Services'
 * suffix, description, Open Graph / Twitter, canonical, reciprocal hreflang, JSON-LD, and the status
 * (404 for anything that ends at /not-found). Product and page records come from the content engine.
 */
@Injectable()
export class SiteHeadResolver extends PageHeadResolver {
  private readonly logger = new Logger('SiteHead');
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly content: ContentReads,
    private readonly directory: DirectorySearchService,
    private readonly labels: LabelsLibraryService,
  ) {
    super();
  }

  async resolve(req: PageRequest): Promise<PageHead> {
    const path = normalizePath(req.path);
    const canadaHost = isCanadaHost(req.host, this.config.publicUrlCa);
    const ctx: Ctx = {
      urls: new SiteUrls(`${req.protocol}://${req.host}`, this.config.publicUrlUs, this.config.publicUrlCa),
      path,
      query: req.query,
      canadaHost,
      region: regionForPath(path, canadaHost) ?? req.region ?? DEFAULT_REGION,
    };

    if (path === '/careers') return { status: 302, head: '', redirect: { location: this.config.careersUrl, status: 302 } };
    if (FIXED_REDIRECTS[path]) return { status: 301, head: '', redirect: { location: FIXED_REDIRECTS[path], status: 301 } };
    if (path === '/siteadmin' || path.startsWith('/siteadmin/') || path === '/account' || path.startsWith('/account/')) {
      return this.page(ctx, { title: 'Site Administration', description: 'Site administration.', region: null, noindex: true });
    }
    try {
      return await this.resolvePublic(ctx);
    } catch (e) {
      // A content lookup failure must not take the page down: serve the app with a generic head.
      this.logger.error(`head for ${path} failed: ${(e as Error).message}`);
      return this.page(ctx, { title: 'Home', description: plainText(staticRoute('/')!.description), region: null });
    }
  }

  private async resolvePublic(ctx: Ctx): Promise<PageHead> {
    const { path } = ctx;
    if (path === '/' && ctx.canadaHost) return this.fromStatic(ctx, '/home-ca', '/');
    if (staticRoute(path)) return this.fromStatic(ctx, path, undefined, await this.staticData(ctx, path));

    const product = productRoute(path.slice(1));
    if (product) return this.product(ctx, product.slug);

    const labelDoc = LABEL_DOCUMENT_PATH.exec(path);
    if (labelDoc) return this.labelDocument(ctx, labelDoc[1]);

    const article = articleAt(path);
    if (article) return this.article(ctx, article.def, article.slug, article.region);

    // Any other path: a custom page by slug (first segment, or the second after a leading can).
    const parts = path.split('/').filter(Boolean);
    const canada = parts[0] === 'can';
    const slug = canada ? parts[1] : parts[0];
    if (slug) {
      const page = await this.content.findPublishedBySlug('pages', slug, canada ? 3 : undefined);
      if (page) return this.customPage(ctx, page, canada, await this.content.latestResources(page.baseId));
    }
    return this.notFound(ctx);
  }

  /**
   * Issue 17: the public page an item would be, built from the given fields (an unsaved form or a saved
   * version) instead of the published record, through the same builders as the live page. Kinds without a
   * page of their own preview on their list (product labels: /product-labels with this item in it).
   */
  async resolvePreview(req: Omit<PageRequest, 'path' | 'query'>, item: ContentItem): Promise<PageHead & { path: string }> {
    const def = publicKind(item.kind);
    const region = item.regionIds[0] ?? DEFAULT_REGION;
    const path = def.hasItemPage ? def.publicPath(item.slug, region) : def.section.path.replace('/siteadmin', '') || '/';
    const canadaHost = isCanadaHost(req.host, this.config.publicUrlCa);
    const ctx: Ctx = {
      urls: new SiteUrls(`${req.protocol}://${req.host}`, this.config.publicUrlUs, this.config.publicUrlCa),
      path,
      query: '',
      canadaHost,
      region: regionForPath(path, canadaHost) ?? req.region ?? DEFAULT_REGION,
    };
    const head = await this.previewHead(ctx, def, item, region);
    return { ...head, path };
  }

  private async previewHead(ctx: Ctx, def: ContentKindPublic, item: ContentItem, region: RegionId): Promise<PageHead> {
    if (item.kind === 'products' && productRoute(item.slug)) return this.product(ctx, item.slug, item);
    if (def.article) return this.article(ctx, def as ArticleKind, item.slug, region, item);
    if (def.hasItemPage) return this.customPage(ctx, item, region === 3, item.baseId ? await this.content.latestResources(item.baseId) : []);
    if (staticRoute(ctx.path)) {
      const data = await this.staticData(ctx, ctx.path);
      // A product-labels record is previewed on the labels page, in place of its published version.
      if (data.kind === 'product-labels') return this.fromStatic(ctx, ctx.path, undefined, { ...data, search: await this.labels.search(labelQueryFromSearch(''), data.region, item) });
      return this.fromStatic(ctx, ctx.path, undefined, data);
    }
    return this.customPage(ctx, item, region === 3, []);
  }

  // ---- page data for the server render (window.__INITIAL_DATA__) ----

  /** What a fixed route's first render needs: a list's first page, the labels, a directory search in the URL. */
  private async staticData(ctx: Ctx, key: string): Promise<InitialPageData> {
    const { path, region } = ctx;
    const list = /^\/(?:can\/)?knowledge-center(?:\/category\/(\d+))?$/.exec(key);
    if (list || key === '/press-releases') {
      const contentKind = list ? 'knowledge-center' : 'press-releases';
      const category = KC_CATEGORIES.find((c) => String(c.id) === list?.[1])?.id;
      const filter = publicListFilter(region, category);
      const { items, total } = await this.content.listPublished(contentKind, filter);
      return { path, kind: 'content-list', region, contentKind, filter, items, total };
    }
    if (key === '/product-labels') {
      // The filters live in the URL (?q=&type=&lang=&state=&product=): a shared link renders its results.
      return { path, kind: 'product-labels', region, search: await this.labels.search(labelQueryFromSearch(ctx.query), region) };
    }
    const search = key === '/reps-retailers' ? directorySearchFromQuery(ctx.query) : null;
    if (search) {
      try {
        return { path, kind: 'directory-search', region, request: search, result: await this.directory.search(search), error: null };
      } catch (e) {
        // A code the search refuses is a message on the page, as the API's answer would be.
        if (e instanceof ValidationFailed) return { path, kind: 'directory-search', region, request: search, result: null, error: e.message };
        throw e;
      }
    }
    return { path, kind: 'static', region };
  }

  // ---- builders ----

  private fromStatic(ctx: Ctx, key: string, shownAs?: string, data?: InitialPageData): PageHead {
    const r = staticRoute(key)!;
    const canonicalPath = shownAs ?? r.canonical ?? r.path;
    const trail = r.trail
      ? this.trail(
          ctx,
          r.region,
          r.trail.map((name, i) => ({ name, path: i === r.trail!.length - 1 ? canonicalPath : '/knowledge-center' })),
        )
      : undefined;
    return this.page(ctx, {
      title: r.title,
      description: r.description,
      region: r.region,
      canonicalPath,
      alternates: r.pair ? ctx.urls.pair(r.pair[0], r.pair[1]) : undefined,
      status: r.status,
      noindex: r.noindex,
      jsonLd: trail ? [trail] : [],
      initialData: data ?? { path: ctx.path, kind: 'static', region: ctx.region },
    });
  }

  private async product(ctx: Ctx, slug: string, preview?: ContentItem): Promise<PageHead> {
    const route = productRoute(slug)!;
    const item = preview ?? (await this.content.findPublishedBySlug('products', slug));
    const brand = item?.product?.brand ?? route.brand;
    const family = item?.product?.family ?? null;
    const title = item ? item.metadata?.title || item.title : brand;
    const description = plainText(item?.metadata?.desc || item?.product?.tagline || item?.summary || route.blurb);
    const url = ctx.urls.url(`/${slug}`, route.region);
    const image = this.image(ctx, item?.metadata?.ogphoto?.previewsrc || item?.heroMedia?.previewsrc);
    const crumbs = [
      { name: family ? PRODUCT_FAMILY_NAME[family] : 'Solutions', path: `/${slug}` },
      { name: brand, path: `/${slug}` },
    ];
    return this.page(ctx, {
      title,
      description,
      region: route.region,
      canonicalPath: `/${slug}`,
      alternates: route.counterpart ? (route.region === 2 ? ctx.urls.pair(`/${slug}`, `/${route.counterpart}`) : ctx.urls.pair(`/${route.counterpart}`, `/${slug}`)) : undefined,
      item,
      image,
      jsonLd: [
        productLd({
          name: item?.title ?? brand,
          description,
          url,
          image,
          brand,
          category: family ? PRODUCT_FAMILY_NAME[family] : 'Crop nutrition',
          manufacturer: `${this.config.companyName} Services`,
        }),
        this.trail(ctx, route.region, crumbs.slice(1)),
      ],
      initialData: item ? { path: `/${slug}`, kind: 'products', region: ctx.region, item } : { path: `/${slug}`, kind: 'static', region: ctx.region },
    });
  }

  private async article(ctx: Ctx, def: ArticleKind, slug: string, region: RegionId, preview?: ContentItem): Promise<PageHead> {
    const kind = def.kind as ArticleContentKind;
    const item = preview ?? (await this.content.findPublishedBySlug(kind, slug, region));
    if (!item) return this.notFound(ctx);
    const related = relatedItems((await this.content.listPublished(kind, relatedFilter(region))).items, item.baseId);
    const { listPath, listName, jsonLdType } = def.article;
    const usPath = def.publicPath(item.slug, 2);
    const caPath = def.publicPath(item.slug, 3);
    const path = region === 3 ? caPath : usPath;
    const description = plainText(item.metadata?.desc || item.summary || item.title);
    const image = this.image(ctx, item.metadata?.ogphoto?.previewsrc || item.heroMedia?.previewsrc);
    const bothRegions = item.regionIds.includes(2) && item.regionIds.includes(3);
    return this.page(ctx, {
      title: item.metadata?.title || item.title,
      description,
      ogTitle: item.metadata?.ogtitle,
      ogDescription: item.metadata?.ogdesc,
      ogType: item.metadata?.metaContent || 'article',
      region,
      canonicalPath: path,
      alternates: bothRegions ? ctx.urls.pair(usPath, caPath) : undefined,
      image,
      jsonLd: [
        articleLd({
          type: jsonLdType,
          headline: item.title,
          description,
          url: ctx.urls.url(path, region),
          image,
          datePublished: item.publishedAt,
          dateModified: item.updated,
          publisher: `${this.config.companyName} Services`,
          logo: ctx.urls.base(null) + LOGO_IMAGE,
        }),
        this.trail(ctx, region, [
          { name: listName, path: listPath },
          { name: item.title, path },
        ]),
      ],
      initialData: { path: ctx.path, kind: 'content-item', region: ctx.region, contentKind: kind, slug, itemRegion: region, item, related },
    });
  }

  private customPage(ctx: Ctx, page: ContentItem, canadaPath: boolean, latest: ContentSummary[]): PageHead {
    const single = (CAMPAIGN_SLUGS as readonly string[]).includes(page.slug) || page.slug === ABOUT_SLUG;
    const region: RegionId | null = single ? null : canadaPath ? 3 : 2;
    const path = canadaPath && !single ? `/can/${page.slug}` : `/${page.slug}`;
    const both = !single && page.regionIds.includes(2) && page.regionIds.includes(3);
    return this.page(ctx, {
      title: page.metadata?.title || page.title,
      description: plainText(page.metadata?.desc || page.summary || page.title),
      ogTitle: page.metadata?.ogtitle,
      ogDescription: page.metadata?.ogdesc,
      ogType: page.metadata?.metaContent,
      region,
      canonicalPath: path,
      alternates: both ? ctx.urls.pair(`/${page.slug}`, `/can/${page.slug}`) : undefined,
      image: this.image(ctx, page.metadata?.ogphoto?.previewsrc || page.heroMedia?.previewsrc),
      jsonLd: [this.trail(ctx, region, [{ name: page.title, path }])],
      initialData: { path: ctx.path, kind: 'pages', region: ctx.region, item: page, latest },
    });
  }

  /** /product-labels/{guid}: a document of the labels library with its revision history (and ?from=&to= compare). */
  private async labelDocument(ctx: Ctx, guid: string): Promise<PageHead> {
    const q = new URLSearchParams(ctx.query);
    const num = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined);
    const document = await this.labels.view(guid, num(q.get('from')), num(q.get('to')));
    if (!document) return this.notFound(ctx);
    const type = DOCUMENT_KIND_NAME[document.type];
    const products = document.products.join(', ');
    const description = plainText(
      `${type}${products ? ` for ${products}` : ''} (${LANGUAGE_NAME[document.language]}), revised ${document.current.revisionDate}.${document.current.whatChanged ? ` What changed: ${document.current.whatChanged}` : ''} Download the current revision and see every earlier one.`,
    );
    const path = labelDocumentPath(document.guid);
    return this.page(ctx, {
      title: document.title,
      description,
      region: null,
      canonicalPath: path,
      jsonLd: [
        this.trail(ctx, null, [
          { name: 'Labels / SDS', path: '/product-labels' },
          { name: document.title, path },
        ]),
      ],
      initialData: { path: ctx.path, kind: 'label-document', region: ctx.region, document },
    });
  }

  private notFound(ctx: Ctx): PageHead {
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

  // ---- shared ----

  private image(ctx: Ctx, src: string | null | undefined): string {
    const s = src || OG_DEFAULT_IMAGE;
    return /^https?:\/\//i.test(s) ? s : ctx.urls.base(null) + (s.startsWith('/') ? s : `/${s}`);
  }

  private trail(ctx: Ctx, region: RegionId | null, items: { name: string; path: string }[]) {
    const home = region === 3 ? REGION_HOME[3] : region === 4 ? REGION_HOME[4] : '/';
    return breadcrumbLd([{ name: 'Home', url: ctx.urls.url(home, region) }, ...items.map((i) => ({ name: i.name, url: ctx.urls.url(i.path, region) }))]);
  }

  private page(
    ctx: Ctx,
    p: {
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
    },
  ): PageHead {
    const company = this.config.companyName;
    const site = `${company} Services`;
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

const HOME_PATHS = ['/', '/home-ca', '/can', '/home-int', '/int'];

type ArticleKind = ContentKindPublic & { article: NonNullable<ContentKindPublic['article']> };
type ArticleContentKind = Extract<InitialPageData, { kind: 'content-item' }>['contentKind'];

/** The article a public path names (`{listPath}/{slug}`, or under `/can` for Canada): its kind's definition, slug and region. */
function articleAt(path: string): { def: ArticleKind; slug: string; region: RegionId } | null {
  const parts = path.split('/').slice(1);
  const canada = parts[0] === 'can';
  if (canada) parts.shift();
  if (parts.some((p) => !p)) return null;
  for (const def of publicKinds()) {
    if (!def.article || !def.parsePath) continue;
    const slug = def.parsePath(parts);
    if (slug) return { def: def as ArticleKind, slug, region: canada ? 3 : 2 };
  }
  return null;
}

/** The named route chunk (webpackChunkName in client/src/features/<feature>/routes.tsx) that renders a public path. */
function routeChunks(path: string, status: number): string[] {
  if (HOME_PATHS.includes(path)) return ['site-home'];
  if (productRoute(path.slice(1))) return ['site-product'];
  if (/^\/(can\/)?knowledge-center$|^\/knowledge-center\/category\/\d+$|^\/press-releases$/.test(path)) return ['content-list'];
  if (articleAt(path)) return ['content-detail'];
  if (path === '/product-labels') return ['product-labels'];
  if (LABEL_DOCUMENT_PATH.test(path)) return ['label-document'];
  if (path === '/find-a-rep' || path === '/find-a-rep-ca') return ['find-rep'];
  if (path === '/reps-retailers') return ['reps-retailers'];
  if (path === '/rep-thankyou' || path === '/retailer-thankyou') return ['thank-you'];
  if (['/not-found', '/error', '/access-denied', '/error/server-error'].includes(path)) return ['site-messages'];
  if (BROWSER_ONLY.includes(path)) return ['contact'];
  if ((CAMPAIGN_SLUGS as readonly string[]).includes(path.slice(1)) || path === `/${ABOUT_SLUG}`) return ['site-content'];
  // The catch-all: a custom page by slug, or not found.
  return status === 404 ? ['site-fallback', 'site-messages'] : ['site-fallback'];
}

/**
 * The client chunks a route renders with: their styles go into the head (a server-rendered page must paint
 * styled before its scripts run), and for a page the browser renders, their scripts are preloaded too.
 */
export function preloadFor(path: string, status: number): string[] {
  if (path.startsWith('/siteadmin') || path.startsWith('/account')) return [];
  // The selector's minimal layout has no footer.
  if (path === '/product-selector') return ['selector'];
  return [...routeChunks(path, status), 'site-footer'];
}
