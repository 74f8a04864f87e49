import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ContentReads } from '../content/content-reads.service';
import type { ContentItem, ContentKind } from '../contract/content';
import { ContentKindPublic, publicKind } from '../contract/content-kinds';
import type { Locale } from '../contract/i18n/locale';
import { frenchPath, hasFrenchTwin, localeOfPath, withoutLocale } from '../contract/i18n/locale-paths';
import { LABEL_DOCUMENT_PATH } from '../contract/labels';
import { DEFAULT_REGION, RegionId } from '../contract/regions';
import { InitialPageData, productRoute, singleAddressPage } from '../contract/site';
import { PageHead, PageHeadResolver, PageRequest } from '../web/page-head';
import { plainText } from './head-tags';
import { articleAt, productPageAt } from './page-paths';
import { ArticlePages } from './pages/article-pages';
import { CustomPages } from './pages/custom-pages';
import { DirectoryPages } from './pages/directory-pages';
import { HeadPages, PageCtx } from './pages/head-page';
import { LabelsPages } from './pages/labels-pages';
import { ProductPages } from './pages/product-pages';
import { FIXED_REDIRECTS, staticRoute } from './site-routes';

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

/**
 * The public site's head for every route (spec 2.1, 2.2), and the data its server render needs:
 * the path picks a page family (src/seo/pages/: fixed routes, products, the labels library, articles, custom
 * pages), and the family builds the head (title, description, Open Graph / Twitter, canonical, reciprocal
 * hreflang, JSON-LD, 404 for anything that ends at /not-found). Which kind a family shows comes from the
 * content-kind registry.
 */
@Injectable()
export class SiteHeadResolver extends PageHeadResolver {
  private readonly logger = new Logger('SiteHead');
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pages: HeadPages,
    private readonly content: ContentReads,
    private readonly articles: ArticlePages,
    private readonly products: ProductPages,
    private readonly custom: CustomPages,
    private readonly labels: LabelsPages,
    private readonly directory: DirectoryPages,
  ) {
    super();
  }

  async resolve(req: PageRequest): Promise<PageHead> {
    const asked = normalizePath(req.path);
    // A French page is resolved as its English twin's address, in French (ctx.locale).
    const locale = localeOfPath(asked);
    const path = withoutLocale(asked);
    const ctx = this.pages.context(req, path, req.query, locale);
    // Under /fr only the Canada region's pages have twins: anything else is the French Page Not Found.
    if (locale === 'fr' && !hasFrenchTwin(path, true)) return this.pages.notFound(ctx);

    if (path === '/careers') return { status: 302, head: '', redirect: { location: this.config.careersUrl, status: 302 } };
    if (FIXED_REDIRECTS[path]) return { status: 301, head: '', redirect: { location: FIXED_REDIRECTS[path], status: 301 } };
    if (path === '/siteadmin' || path.startsWith('/siteadmin/') || path === '/account' || path.startsWith('/account/')) {
      return this.pages.page(ctx, { title: 'Site Administration', description: 'Site administration.', region: null, noindex: true });
    }
    try {
      return await this.resolvePublic(ctx);
    } catch (e) {
      // A content lookup failure must not take the page down: serve the app with a generic head.
      this.logger.error(`head for ${path} failed: ${(e as Error).message}`);
      return this.pages.page(ctx, { title: 'Home', description: plainText(staticRoute('/')!.description), region: null });
    }
  }

  private async resolvePublic(ctx: PageCtx): Promise<PageHead> {
    const { path } = ctx;
    // `/` is the Canada home on the Canada host; `/fr` is the French Canada home on every host (its address there is /fr/home-ca).
    if (path === '/' && ctx.locale === 'fr') return this.pages.fixed(ctx, '/home-ca', ctx.canadaHost ? '/' : undefined);
    if (path === '/' && ctx.canadaHost) return this.pages.fixed(ctx, '/home-ca', '/');
    if (staticRoute(path)) return this.pages.fixed(ctx, path, undefined, await this.fixedData(ctx, path));

    const product = productPageAt(path);
    if (product) return this.products.render(ctx, product.def, product.route.slug);

    const labelDoc = LABEL_DOCUMENT_PATH.exec(path);
    if (labelDoc) return this.labels.document(ctx, labelDoc[1]);

    const article = articleAt(path);
    if (article) return this.articles.render(ctx, article.def, article.slug, article.region);

    return (await this.custom.find(ctx)) ?? this.pages.notFound(ctx);
  }

  /** What a fixed route's first render needs: a list's first page, the labels library's search, a directory search in the URL. */
  private async fixedData(ctx: PageCtx, key: string, preview?: ContentItem): Promise<InitialPageData> {
    return (
      (await this.articles.listData(ctx, key)) ??
      (await this.labels.listData(ctx, key, preview)) ??
      (await this.directory.listData(ctx, key)) ?? { path: ctx.path, kind: 'static', region: ctx.region }
    );
  }

  /**
   * The public page an item would be (its preview), built from the given fields (an unsaved form or a saved
   * version) instead of the published record, through the same page family as the live page. Kinds without
   * a page of their own preview on their list (the labels library, with this item in it).
   */
  async resolvePreview(req: Omit<PageRequest, 'path' | 'query'>, item: ContentItem): Promise<PageHead & { path: string }> {
    const def = publicKind(item.kind);
    // A French item previews as its French page: the Canada region's, in French, at its address under /fr.
    const locale = item.locale ?? 'en';
    const region = locale === 'fr' ? 3 : (item.regionIds[0] ?? DEFAULT_REGION);
    const path = await this.previewPath(def, item, region, locale);
    const ctx = this.pages.context(req, path, '', locale);
    const head = await this.previewHead(ctx, def, item, region);
    return { ...head, path: locale === 'fr' ? frenchPath(path) : path };
  }

  /**
   * The English address a preview renders at. A French product, About or campaign page is at its English twin's
   * address whatever its own slug; a French article or other page at its own slug.
   */
  private async previewPath(def: ContentKindPublic, item: ContentItem, region: RegionId, locale: Locale): Promise<string> {
    if (locale === 'en' || def.pageFamily === 'article') return def.publicPath(item.slug, region);
    const source = item.translationOf ? await this.content.findPublishedById(def.kind as ContentKind, item.translationOf) : null;
    const slug = source?.slug ?? item.slug;
    if (def.pageFamily === 'custom' && !singleAddressPage(slug)) return def.publicPath(item.slug, region);
    return def.publicPath(slug, region);
  }

  private async previewHead(ctx: PageCtx, def: ContentKindPublic, item: ContentItem, region: RegionId): Promise<PageHead> {
    const slug = ctx.path.split('/').pop() ?? item.slug;
    if (def.pageFamily === 'product' && productRoute(slug)) return this.products.render(ctx, def, slug, item);
    if (def.pageFamily === 'article' && def.article) return this.articles.render(ctx, { ...def, article: def.article }, item.slug, region, item);
    if (def.hasItemPage) {
      const latest = item.baseId ? await this.content.latestResources(item.baseId) : [];
      return this.custom.render(ctx, item, ctx.path.startsWith('/can/'), latest, await this.custom.twin(ctx, item, true));
    }
    if (staticRoute(ctx.path)) return this.pages.fixed(ctx, ctx.path, undefined, await this.fixedData(ctx, ctx.path, item));
    return this.custom.render(ctx, item, region === 3, []);
  }
}
