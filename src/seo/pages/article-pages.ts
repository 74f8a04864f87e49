import { Injectable } from '@nestjs/common';

import { ContentReads } from '../../content/content-reads.service';
import { ContentTranslations } from '../../content/content-translations';
import { ContentItem, ContentKind, KC_CATEGORIES } from '../../contract/content';
import type { ArticleKind } from '../../contract/content-kinds';
import { frenchPath } from '../../contract/i18n/locale-paths';
import { listShown, publicListFilter, relatedFilter, relatedItems, searchQuery } from '../../contract/public-lists';
import type { RegionId } from '../../contract/regions';
import { InitialPageData } from '../../contract/site';
import type { PageHead } from '../../web/page-head';
import { articleLd, plainText } from '../head-tags';
import { articleListAt } from '../page-paths';
import type { LanguageTwin } from '../site-urls';
import { HeadPages, LOGO_IMAGE, PageCtx } from './head-page';

/** Article kinds (knowledge center, press releases): the list's first page and an item's page with its related items. */
@Injectable()
export class ArticlePages {
  constructor(
    private readonly pages: HeadPages,
    private readonly content: ContentReads,
    private readonly translations: ContentTranslations,
  ) {}

  /** An item's language pair: an English Canada item and its published French translation (each has its own slug). */
  private async twin(def: ArticleKind, item: ContentItem, french: boolean, preview: boolean): Promise<LanguageTwin | null> {
    if (!french && !item.regionIds.includes(3)) return null;
    const kind = def.kind as ContentKind;
    const twins = preview ? await this.translations.previewTwins(kind, item) : await this.translations.twins(kind, item.baseId);
    const other = twins?.find((t) => t.locale === (french ? 'en' : 'fr'));
    if (!other) return null;
    const own = def.publicPath(item.slug, 3);
    return french ? { en: other.publicPath, enRegion: 3, fr: frenchPath(own) } : { en: own, enRegion: 3, fr: other.publicPath };
  }

  /** The first page of the article list at a fixed route (its category's, for a typed kind), or null when the route is no list. */
  async listData(ctx: PageCtx, key: string): Promise<InitialPageData | null> {
    const list = articleListAt(key);
    if (!list) return null;
    const { path, region } = ctx;
    const contentKind = list.def.kind as ContentKind;
    const category = KC_CATEGORIES.find((c) => c.id === list.category)?.id;
    const filter = { ...publicListFilter(region, category, searchQuery(ctx.query), listShown(ctx.query)), ...(ctx.locale === 'fr' ? { locale: ctx.locale } : {}) };
    const { items, total } = await this.content.listPublished(contentKind, filter);
    return { path, kind: 'content-list', region, contentKind, filter, items, total };
  }

  /** An item's page at `{listPath}/{slug}` (or under /can); `preview` stands in for the published record. */
  async render(ctx: PageCtx, def: ArticleKind, slug: string, region: RegionId, preview?: ContentItem): Promise<PageHead> {
    const kind = def.kind as ContentKind;
    const item = preview ?? (await this.content.findPublishedBySlug(kind, slug, region, ctx.locale));
    if (!item) return this.pages.notFound(ctx);
    const related = relatedItems((await this.content.listPublished(kind, { ...relatedFilter(region), ...(ctx.locale === 'fr' ? { locale: ctx.locale } : {}) })).items, item.baseId);
    const twin = await this.twin(def, item, ctx.locale === 'fr', !!preview);
    const { listPath, listName, jsonLdType } = def.article;
    const usPath = def.publicPath(item.slug, 2);
    const caPath = def.publicPath(item.slug, 3);
    const path = region === 3 ? caPath : usPath;
    const description = plainText(item.metadata?.desc || item.summary || item.title);
    const image = this.pages.image(ctx, item.metadata?.ogphoto?.previewsrc || item.heroMedia?.previewsrc);
    // The English item's US/Canada pair is its French twin's too (a translation is the Canada region's only): every page of
    // the set lists the same set.
    const english = ctx.locale === 'fr' && twin ? await this.content.findPublishedBySlug(kind, twin.en.split('/').pop()!, 3) : item;
    const bothRegions = !!english && english.regionIds.includes(2) && english.regionIds.includes(3);
    return this.pages.page(ctx, {
      title: item.metadata?.title || item.title,
      description,
      ogTitle: item.metadata?.ogtitle,
      ogDescription: item.metadata?.ogdesc,
      ogType: item.metadata?.metaContent || 'article',
      region,
      canonicalPath: path,
      alternates: bothRegions ? ctx.urls.pair(def.publicPath(english.slug, 2), def.publicPath(english.slug, 3)) : undefined,
      twin,
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
          publisher: this.pages.siteName,
          logo: ctx.urls.base(null) + LOGO_IMAGE,
        }),
        this.pages.trail(ctx, region, [
          { name: listName, path: listPath },
          { name: item.title, path },
        ]),
      ],
      initialData: { path: ctx.path, kind: 'content-item', region: ctx.region, contentKind: kind, slug, itemRegion: region, item, related },
    });
  }
}
