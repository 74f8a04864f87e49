import type { ContentItem, ContentKind, ContentSaveRequest } from '@contract/content';
import { publicKind } from '@contract/content-kinds';

import { formatZonedDateTime } from '../../../components/admin/admin-dates';

/** What an editor section edits: the form (kept in the page), a patch setter, and the field messages. */
export interface SectionProps {
  form: ContentSaveRequest;
  set(patch: Partial<ContentSaveRequest>): void;
  errors: Record<string, string>;
}

/** A new item's form: a draft, the shared fields empty, then the kind's own (its definition's empty form). */
export function emptyForm(kind: ContentKind): ContentSaveRequest {
  return {
    title: '',
    slug: '',
    regionIds: [2],
    status: 'draft',
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

/** What the status box shows: a publish with a future date is Scheduled. */
export type FormStatus = 'draft' | 'published' | 'scheduled';
export function formStatus(form: Pick<ContentSaveRequest, 'status' | 'publishedAt'>, now = Date.now()): FormStatus {
  if (form.status === 'draft') return 'draft';
  return form.publishedAt && new Date(form.publishedAt).getTime() > now ? 'scheduled' : 'published';
}

/** The line beside Save Changes: what saving this form will do. */
export function saveHint(form: Pick<ContentSaveRequest, 'status' | 'publishedAt'>, now = Date.now()): string {
  const status = formStatus(form, now);
  if (status === 'draft') return 'Saves a draft';
  if (status === 'scheduled') return `Schedules for ${formatZonedDateTime(form.publishedAt!)}`;
  return 'Publishes now';
}
