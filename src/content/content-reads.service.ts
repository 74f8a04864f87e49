import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';

import { regionsFromColumn } from '../common/region-column';
import { ContentFilterRequest, ContentItem, ContentKind, ContentSummary, LIVE_CONTENT_STATUSES } from '../contract/content';
import { latestResourcesKind } from '../contract/content-kinds';
import type { Paged } from '../contract/envelope';
import type { Locale } from '../contract/i18n/locale';
import { RegionId } from '../contract/regions';
import { itemTag, kindTag, listTag, tagResponse } from '../page-cache/cache-tags';
import { SiteVersion } from '../shared-state/site-version';
import { Clock } from './clock';
import { ContentItemEntity, ContentSlugEntity } from './content-item.entity';
import { toContentItem } from './content-mapper';
import { pageOf, visible } from './content-query';

/** How long a public list answer is kept, and how many are kept. */
const PUBLIC_LIST_TTL_MS = 5_000;
const PUBLIC_LIST_CACHE_SIZE = 500;

/** Public reads of every content kind (published, not deleted, publish time reached) and their short-lived list cache. */
@Injectable()
export class ContentReads {
  /**
   * Public lists (the knowledge center's filters, press releases, labels) are asked for far more often
   * than content changes: answers are kept for a few seconds, and dropped at once on every bump of
   * the site version (a save, delete, restore or pin, any other public change, a scheduled
   * item's time reached).
   */
  private readonly publicLists = new Map<string, { until: number; value: Paged<ContentSummary> }>();

  constructor(
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    @InjectRepository(ContentSlugEntity) private readonly slugs: Repository<ContentSlugEntity>,
    private readonly clock: Clock,
    siteVersion: SiteVersion,
  ) {
    // Any public change anywhere (content, documents, redirects, another instance) drops the kept lists.
    siteVersion.subscribe(() => this.publicLists.clear());
  }

  /** A published item by its slug in one language (English unless asked): each language has its own slugs. */
  async findPublishedBySlug(kind: ContentKind, slug: string, region?: RegionId, locale: Locale = 'en'): Promise<ContentItem | null> {
    // Until an item is found, the answer depends on the kind's lists in that language: a new or changed item names them.
    const rows = await this.slugs.find({ where: { kind, locale, slug: slug.toLowerCase(), ...(region ? { regionId: region } : {}) } });
    if (!rows.length) {
      tagResponse(listTag(kind, locale));
      return null;
    }
    // Without a region, prefer the US item, then Canada, then International.
    rows.sort((a, b) => a.regionId - b.regionId);
    for (const r of rows) {
      const e = await visible(this.items.createQueryBuilder('i').where('i.id = :id', { id: r.baseId }), this.clock.now()).getOne();
      if (e) {
        tagResponse(itemTag(e.id), kindTag(kind));
        return toContentItem(e, { region: r.regionId as RegionId });
      }
    }
    tagResponse(listTag(kind, locale));
    return null;
  }

  async findPublishedById(kind: ContentKind, baseId: number): Promise<ContentItem | null> {
    tagResponse(itemTag(baseId), kindTag(kind));
    const e = await visible(this.items.createQueryBuilder('i').where('i.id = :id AND i.kind = :kind', { id: baseId, kind }), this.clock.now()).getOne();
    return e ? toContentItem(e) : null;
  }

  /** A public list in one language (English unless the filter asks for another). */
  async listPublished(kind: ContentKind, filter: ContentFilterRequest): Promise<Paged<ContentSummary>> {
    const locale = filter.locale ?? 'en';
    tagResponse(listTag(kind, locale));
    const key = JSON.stringify([kind, locale, filter]);
    const now = this.clock.now().getTime();
    const hit = this.publicLists.get(key);
    if (hit && hit.until > now) return hit.value;
    const qb = visible(this.items.createQueryBuilder('i').where('i.kind = :kind AND i.locale = :locale', { kind, locale }), this.clock.now());
    const value = await pageOf(qb, filter, true);
    if (this.publicLists.size >= PUBLIC_LIST_CACHE_SIZE) this.publicLists.delete(this.publicLists.keys().next().value as string);
    this.publicLists.set(key, { until: now + PUBLIC_LIST_TTL_MS, value });
    return value;
  }

  /** Related "latest resources" for a page: the newest items of the kind that feeds them (its definition says so), in the page's region and language. */
  async latestResources(pageBaseId: number, count = 3): Promise<ContentSummary[]> {
    const source = latestResourcesKind();
    if (!source) return [];
    const page = await this.items.findOneBy({ id: pageBaseId, deletedAt: IsNull() });
    const region = page ? regionsFromColumn(page.regionIds)[0] : 2;
    const res = await this.listPublished(source.kind as ContentKind, {
      regionId: region,
      length: count,
      sort: 'newest',
      ...(page && page.locale !== 'en' ? { locale: page.locale } : {}),
    });
    return res.items;
  }

  /**
   * The earliest publish time still ahead (a scheduled item, or a published one dated in the future):
   * public answers kept before then are stale once it passes, so caches hold them only until then.
   */
  async nextPublishTime(): Promise<Date | null> {
    const next = await this.items
      .createQueryBuilder('i')
      .select(['i.id', 'i.publishedAt'])
      .where('i.deleted_at IS NULL')
      .andWhere('i.status IN (:...s)', { s: LIVE_CONTENT_STATUSES })
      .andWhere('i.published_at > :now', { now: this.clock.now() })
      .orderBy('i.published_at', 'ASC')
      .getOne();
    return next?.publishedAt ?? null;
  }
}
