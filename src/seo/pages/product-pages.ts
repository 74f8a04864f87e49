import { Injectable } from '@nestjs/common';

import { ContentReads } from '../../content/content-reads.service';
import { ContentTranslations } from '../../content/content-translations';
import { ContentItem, ContentKind, PRODUCT_FAMILY_NAME } from '../../contract/content';
import type { KindIdOfFamily } from '../../contract/content-kinds';
import type { ContentKindPublic } from '../../contract/content-kinds';
import { frenchPath } from '../../contract/i18n/locale-paths';
import { productRoute } from '../../contract/site';
import type { PageHead } from '../../web/page-head';
import { plainText, productLd } from '../head-tags';
import type { LanguageTwin } from '../site-urls';
import { HeadPages, PageCtx } from './head-page';

/** Product pages at the fixed product routes: the record's copy when there is one, else the route's brand and blurb. */
@Injectable()
export class ProductPages {
  constructor(
    private readonly pages: HeadPages,
    private readonly content: ContentReads,
    private readonly translations: ContentTranslations,
  ) {}

  /**
   * The product's language pair: a Canada product's English record and its published French translation. A US
   * product's pair is its Canada counterpart's (so every page of the US/Canada/French set lists the same set).
   */
  private async twin(def: ContentKindPublic, item: ContentItem | null, caSlug: string | undefined, french: boolean, preview: boolean): Promise<LanguageTwin | null> {
    const kind = def.kind as ContentKind;
    const english = french ? null : caSlug && caSlug !== item?.slug ? await this.content.findPublishedBySlug(kind, caSlug) : item;
    const source = french ? item : english;
    if (!source) return null;
    const twins = (preview && source === item ? await this.translations.previewTwins(kind, source) : await this.translations.twins(kind, source.baseId)) ?? [];
    const other = twins.find((t) => t.locale === (french ? 'en' : 'fr'));
    if (!other) return null;
    // A product's French page is at its route's address under /fr, whatever its record's slug.
    return french
      ? { en: other.publicPath, enRegion: 3, fr: frenchPath(other.publicPath) }
      : { en: def.publicPath(source.slug, 3), enRegion: 3, fr: frenchPath(def.publicPath(source.slug, 3)) };
  }

  /** `slug` is a product route's (a French page's French record has the route's slug too); `preview` stands in for the published record. */
  async render(ctx: PageCtx, def: ContentKindPublic, slug: string, preview?: ContentItem): Promise<PageHead> {
    const french = ctx.locale === 'fr';
    const item = preview ?? (await this.pages.itemAt(ctx, def.kind as ContentKind, slug));
    // A French page shows its French record only (never the English one, nor the route's English blurb).
    if (french && !item) return this.pages.notFound(ctx);
    const route = productRoute(slug)!;
    const twin = await this.twin(def, item, route.region === 3 ? slug : route.counterpart, french, !!preview);
    const brand = item?.product?.brand ?? route.brand;
    const family = item?.product?.family ?? null;
    const title = item ? item.metadata?.title || item.title : brand;
    const description = plainText(item?.metadata?.desc || item?.product?.tagline || item?.summary || route.blurb);
    const path = def.publicPath(slug, route.region);
    const url = ctx.urls.url(path, route.region);
    const image = this.pages.image(ctx, item?.metadata?.ogphoto?.previewsrc || item?.heroMedia?.previewsrc);
    const counterpart = route.counterpart ? def.publicPath(route.counterpart, route.region === 2 ? 3 : 2) : null;
    return this.pages.page(ctx, {
      title,
      description,
      region: route.region,
      canonicalPath: path,
      alternates: counterpart ? (route.region === 2 ? ctx.urls.pair(path, counterpart) : ctx.urls.pair(counterpart, path)) : undefined,
      twin,
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
          manufacturer: this.pages.siteName,
        }),
        this.pages.trail(ctx, route.region, [{ name: brand, path }]),
      ],
      initialData: item ? { path, kind: def.kind as KindIdOfFamily<'product'>, region: ctx.region, item } : { path, kind: 'static', region: ctx.region },
    });
  }
}
