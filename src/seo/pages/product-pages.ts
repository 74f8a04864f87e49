import { Injectable } from '@nestjs/common';

import { ContentReads } from '../../content/content-reads.service';
import { ContentItem, ContentKind, PRODUCT_FAMILY_NAME } from '../../contract/content';
import type { ContentKindPublic } from '../../contract/content-kinds';
import { productRoute } from '../../contract/site';
import type { PageHead } from '../../web/page-head';
import { plainText, productLd } from '../head-tags';
import { HeadPages, kindPageData, PageCtx } from './head-page';

/** Product pages at the fixed product routes: the record's copy when there is one, else the route's brand and blurb. */
@Injectable()
export class ProductPages {
  constructor(
    private readonly pages: HeadPages,
    private readonly content: ContentReads,
  ) {}

  /** `slug` is a product route's; `preview` stands in for the published record. */
  async render(ctx: PageCtx, def: ContentKindPublic, slug: string, preview?: ContentItem): Promise<PageHead> {
    const route = productRoute(slug)!;
    const item = preview ?? (await this.content.findPublishedBySlug(def.kind as ContentKind, slug));
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
      initialData: item ? kindPageData(def.kind, { path, region: ctx.region, item }) : { path, kind: 'static', region: ctx.region },
    });
  }
}
