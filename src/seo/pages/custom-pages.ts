import { Injectable } from '@nestjs/common';

import { ContentReads } from '../../content/content-reads.service';
import { ContentTranslations } from '../../content/content-translations';
import type { ContentItem, ContentKind, ContentSummary } from '../../contract/content';
import type { KindIdOfFamily } from '../../contract/content-kinds';
import { kindOfFamily, kindsOfFamily, publicKind } from '../../contract/content-kinds';
import { frenchPath } from '../../contract/i18n/locale-paths';
import type { RegionId } from '../../contract/regions';
import { singleAddressPage } from '../../contract/site';
import type { PageHead } from '../../web/page-head';
import { plainText } from '../head-tags';
import type { LanguageTwin } from '../site-urls';
import { HeadPages, PageCtx } from './head-page';

/** Custom pages, the site's catch-all: a page record by slug at the top level (and under /can), with the latest resources under it. */
@Injectable()
export class CustomPages {
  constructor(
    private readonly pages: HeadPages,
    private readonly content: ContentReads,
    private readonly translations: ContentTranslations,
  ) {}

  /**
   * The custom page a path names (its first segment, or the second after a leading can); null when there is none.
   * In French: About and the campaigns at their English address under /fr, whatever their own slug; any other
   * Canada page at its own French slug under /fr/can.
   */
  async find(ctx: PageCtx): Promise<PageHead | null> {
    const parts = ctx.path.split('/').filter(Boolean);
    const canada = parts[0] === 'can';
    const slug = canada ? parts[1] : parts[0];
    if (!slug) return null;
    for (const def of kindsOfFamily('custom')) {
      const kind = def.kind as ContentKind;
      const page =
        ctx.locale === 'fr' && !singleAddressPage(slug)
          ? await this.content.findPublishedBySlug(kind, slug, 3, 'fr')
          : await this.pages.itemAt(ctx, kind, slug, canada ? 3 : undefined);
      if (!page) continue;
      return this.render(ctx, page, canada, await this.content.latestResources(page.baseId), await this.twin(ctx, page));
    }
    return null;
  }

  /** A page's language pair (an English Canada page and its French translation); a preview's page may be unpublished or unsaved. */
  async twin(ctx: PageCtx, page: ContentItem, preview = false): Promise<LanguageTwin | null> {
    const others = (preview ? await this.translations.previewTwins(page.kind, page) : await this.translations.twins(page.kind, page.baseId)) ?? [];
    const other = others.find((t) => t.locale === (ctx.locale === 'fr' ? 'en' : 'fr'));
    if (!other) return null;
    const [english, french] = ctx.locale === 'fr' ? [other.slug, page.slug] : [page.slug, other.slug];
    // About and the campaigns: one address for every region, the French twin at it under /fr.
    if (singleAddressPage(english)) return { en: `/${english}`, enRegion: null, fr: frenchPath(`/${english}`) };
    const def = publicKind(page.kind);
    return { en: def.publicPath(english, 3), enRegion: 3, fr: frenchPath(def.publicPath(french, 3)) };
  }

  /** A page record's page; campaign pages and About have one address for every region. */
  render(ctx: PageCtx, page: ContentItem, canadaPath: boolean, latest: ContentSummary[], twin: LanguageTwin | null = null): PageHead {
    const def = kindOfFamily('custom');
    // A French About or campaign page is at its English twin's address (ctx.path), whatever its own slug.
    const asked = ctx.path.split('/').pop()!;
    const single = singleAddressPage(ctx.locale === 'fr' ? asked : page.slug);
    const slug = single && ctx.locale === 'fr' ? asked : page.slug;
    const region: RegionId | null = single ? null : canadaPath ? 3 : 2;
    const path = def.publicPath(slug, region ?? 2);
    const both = !single && page.regionIds.includes(2) && page.regionIds.includes(3);
    return this.pages.page(ctx, {
      title: page.metadata?.title || page.title,
      description: plainText(page.metadata?.desc || page.summary || page.title),
      ogTitle: page.metadata?.ogtitle,
      ogDescription: page.metadata?.ogdesc,
      ogType: page.metadata?.metaContent,
      region,
      canonicalPath: path,
      alternates: both ? ctx.urls.pair(def.publicPath(page.slug, 2), def.publicPath(page.slug, 3)) : undefined,
      twin,
      image: this.pages.image(ctx, page.metadata?.ogphoto?.previewsrc || page.heroMedia?.previewsrc),
      jsonLd: [this.pages.trail(ctx, region, [{ name: page.title, path }])],
      initialData: { path: ctx.path, kind: def.kind as KindIdOfFamily<'custom'>, region: ctx.region, item: page, latest },
    });
  }
}
