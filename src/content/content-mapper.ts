import { regionsFromColumn } from '../common/region-column';
import type { ContentItem, ContentKind, ContentSnapshot, ContentSummary } from '../contract/content';
import type { RegionId } from '../contract/regions';
import { ContentItemEntity } from './content-item.entity';
import { kindDefinition } from './kinds/registry';

/** The JSON part of an item row: everything that is not a query column. */
export type ItemData = Pick<ContentSnapshot, 'metadata' | 'heroImageType' | 'heroMedia' | 'modules' | 'summary' | 'mediaUrl' | 'source' | 'product' | 'productLabel' | 'fields'>;

export function splitSnapshot(s: ContentSnapshot): ItemData {
  return {
    metadata: s.metadata,
    heroImageType: s.heroImageType,
    heroMedia: s.heroMedia,
    modules: s.modules,
    summary: s.summary,
    mediaUrl: s.mediaUrl,
    source: s.source,
    product: s.product,
    productLabel: s.productLabel,
    ...(s.fields ? { fields: s.fields } : {}),
  };
}

export function toContentItem(e: ContentItemEntity, opts: { region?: RegionId; admin?: boolean } = {}): ContentItem {
  const d = JSON.parse(e.data) as ItemData;
  const item: ContentItem = {
    id: e.currentVersionId ?? e.id,
    baseId: e.id,
    kind: e.kind as ContentKind,
    slug: e.slug,
    title: e.title,
    regionIds: regionsFromColumn(e.regionIds),
    status: e.status,
    publishedAt: e.publishedAt ? e.publishedAt.toISOString() : null,
    pinned: !!e.pinned,
    metadata: d.metadata ?? { metaContent: 'website' },
    heroImageType: d.heroImageType ?? null,
    heroMedia: d.heroMedia ?? null,
    modules: d.modules ?? [],
    summary: d.summary ?? '',
    resourceType: e.resourceType,
    mediaUrl: d.mediaUrl ?? null,
    source: d.source ?? null,
    product: d.product ?? null,
    productLabel: d.productLabel ?? null,
    ...(d.fields ? { fields: d.fields } : {}),
    created: e.createdAt.toISOString(),
    updated: e.updatedAt.toISOString(),
  };
  if (opts.region) item.region = opts.region;
  // English public answers stay as they always were; the admin and a translation's answers name the language.
  if (opts.admin || (e.locale ?? 'en') !== 'en') {
    item.locale = e.locale;
    item.translationOf = e.translationOf;
  }
  if (opts.admin) {
    item.latestVersionId = e.currentVersionId ?? undefined;
    item.deletedAt = e.deletedAt ? e.deletedAt.toISOString() : null;
  }
  return item;
}

export function toSummary(e: ContentItemEntity): ContentSummary {
  const d = JSON.parse(e.data) as ItemData;
  return {
    id: e.currentVersionId ?? e.id,
    baseId: e.id,
    kind: e.kind as ContentKind,
    slug: e.slug,
    title: e.title,
    regionIds: regionsFromColumn(e.regionIds),
    resourceType: e.resourceType,
    heroMedia: d.heroMedia ?? null,
    metadata: { desc: d.metadata?.desc },
    summary: d.summary || d.metadata?.desc || '',
    pinned: !!e.pinned,
    publishedAt: e.publishedAt ? e.publishedAt.toISOString() : null,
    status: e.status,
    // As whole items: a translation names its language (its card links to its address under /fr); English rows stay as they were.
    ...((e.locale ?? 'en') !== 'en' ? { locale: e.locale } : {}),
    ...kindDefinition(e.kind).summaryFields?.(d),
  };
}
