import type { ContentItem, ContentKind, ContentSaveRequest } from '@contract/content';
import { publicKind } from '@contract/content-kinds';

/** What an editor section edits: the form (kept in the page), a patch setter, and the field messages. */
export interface SectionProps {
  form: ContentSaveRequest;
  set(patch: Partial<ContentSaveRequest>): void;
  errors: Record<string, string>;
}

/** A new item's form: the shared fields empty, then the kind's own (its definition's empty form). */
export function emptyForm(kind: ContentKind): ContentSaveRequest {
  return {
    title: '',
    slug: '',
    regionIds: [2],
    status: 'published',
    publishedAt: null,
    metadata: { metaContent: 'website' },
    heroImageType: null,
    heroMedia: null,
    modules: [],
    summary: '',
    resourceType: null,
    mediaUrl: null,
    source: null,
    product: null,
    productLabel: null,
    ...publicKind(kind).emptyForm(),
  };
}

/** The form of a saved item (or of one of its versions). */
export function formFrom(item: ContentItem): ContentSaveRequest {
  return {
    title: item.title,
    slug: item.slug,
    regionIds: item.regionIds,
    status: item.status === 'draft' ? 'draft' : 'published',
    publishedAt: item.publishedAt,
    metadata: { metaContent: 'website', ...item.metadata },
    heroImageType: item.heroImageType,
    heroMedia: item.heroMedia,
    modules: item.modules,
    summary: item.summary ?? '',
    resourceType: item.resourceType ?? null,
    mediaUrl: item.mediaUrl ?? null,
    source: item.source ?? null,
    product: item.product ?? null,
    productLabel: item.productLabel ?? null,
    ...(item.fields ? { fields: item.fields } : {}),
  };
}
