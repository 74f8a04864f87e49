import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';

import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { regionColumnPattern, regionsFromColumn } from '../common/region-column';
import { foldForSearch } from '../common/search-text';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import { categoryResourceType, ContentFilterRequest, ContentKind, ContentLink, ContentSummary, LIVE_CONTENT_STATUSES } from '../contract/content';
import { publicPathFor } from '../contract/content-paths';
import type { Paged } from '../contract/envelope';
import type { RegionId } from '../contract/regions';
import { ContentItemEntity } from './content-item.entity';
import { toSummary } from './content-mapper';
import { kindDefinition } from './kinds/registry';

/** Query pieces the content services share (public reads, editing, path lookups). */

export const NOT_FOUND = 'This item was not found.';

/** Public visibility: published, not deleted, publish time reached. */
export function visible(qb: SelectQueryBuilder<ContentItemEntity>, now: Date): SelectQueryBuilder<ContentItemEntity> {
  return qb.andWhere('i.deleted_at IS NULL').andWhere('i.status IN (:...visibleStatuses)', { visibleStatuses: LIVE_CONTENT_STATUSES }).andWhere('i.published_at <= :now', { now });
}

/** One page of a list (public or admin): region, type or category, search words, sort. */
export async function pageOf(qb: SelectQueryBuilder<ContentItemEntity>, f: ContentFilterRequest, pinnedFirst: boolean): Promise<Paged<ContentSummary>> {
  const { rows, ...page } = await pageRows(qb, f, pinnedFirst);
  return { ...page, items: rows.map(toSummary) };
}

/** pageOf's rows as they are stored, for a list that adds to each. */
export async function pageRows(
  qb: SelectQueryBuilder<ContentItemEntity>,
  f: ContentFilterRequest,
  pinnedFirst: boolean,
): Promise<{ rows: ContentItemEntity[]; total: number; start: number; length: number }> {
  const { start, length } = pageWindow(f, { defaultLength: 12, maxLength: 100 });
  if (f.regionId) qb.andWhere('i.region_ids LIKE :region', { region: regionColumnPattern(f.regionId) });
  const type = f.category ? categoryResourceType(f.category) : f.resourceType;
  if (type !== undefined && type !== null) qb.andWhere('i.resource_type = :type', { type });
  const q = foldForSearch((f.search ?? '').trim());
  if (q) {
    const words = q.split(/\s+/).slice(0, 8);
    qb.andWhere(
      new Brackets((w) => {
        words.forEach((word, n) => w.andWhere(`i.search_text LIKE :w${n} ${LIKE_ESCAPE}`, { [`w${n}`]: containsPattern(word) }));
      }),
    );
  }
  if (pinnedFirst) qb.orderBy('i.pinned', 'DESC');
  const sort = f.sort ?? 'newest';
  // By publish time; an item never published (an admin list's draft) by when it was created, so a new draft is near the top.
  const when = 'COALESCE(i.published_at, i.created_at)';
  const by = sort === 'title' ? ['i.title', 'ASC'] : sort === 'oldest' ? [when, 'ASC'] : [when, 'DESC'];
  if (pinnedFirst) qb.addOrderBy(by[0], by[1] as 'ASC' | 'DESC');
  else qb.orderBy(by[0], by[1] as 'ASC' | 'DESC');
  qb.addOrderBy('i.id', 'DESC');
  const [rows, total] = await qb.skip(start).take(length).getManyAndCount();
  return { rows, total, start, length };
}

/** An item of a kind for the admin; NotFound when missing (or deleted, unless asked for). */
export async function loadItem(items: Repository<ContentItemEntity>, kind: ContentKind, baseId: number, opts: { withDeleted?: boolean } = {}): Promise<ContentItemEntity> {
  const e = await items.findOneBy({ id: baseId, kind });
  if (!e || (e.deletedAt && !opts.withDeleted)) throw new NotFound(NOT_FOUND);
  return e;
}

export function linkOf(e: ContentItemEntity, region?: RegionId): ContentLink {
  const kind = e.kind as ContentKind;
  const r = region ?? regionsFromColumn(e.regionIds)[0] ?? 2;
  return { kind, baseId: e.id, slug: e.slug, region: r, publicPath: publicPathFor(kind, e.slug, r, e.locale), adminPath: `${kindDefinition(kind).section.path}/edit/${e.id}` };
}
