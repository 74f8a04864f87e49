import { API } from '@contract/api-routes';
import type {
  ContentFilterRequest,
  ContentItem,
  ContentKind,
  ContentLink,
  ContentSaveRequest,
  ContentSaveResponse,
  ContentSnapshot,
  ContentSummary,
  PinRequest,
  VersionItem,
} from '@contract/content';
import { CONTENT_EXTRA_ROUTES } from '@contract/content';
import type { Paged } from '@contract/envelope';

import { api } from '../../../lib/api-client';

/** Admin content calls (spec 7) plus the ones the spec leaves to us; admin chunk only. */
export const contentAdminApi = {
  list: (kind: ContentKind, f: ContentFilterRequest) => api.post<Paged<ContentSummary>>(CONTENT_EXTRA_ROUTES.adminFilter(kind), f),
  get: (kind: ContentKind, baseId: number, versionId?: number) =>
    api.get<ContentItem & { rolledBackFrom?: number }>(API.adminContent.get(kind, baseId) + (versionId ? `?versionId=${versionId}` : '')),
  versions: (kind: ContentKind, baseId: number) => api.get<VersionItem[]>(API.adminContent.getVersions(kind, baseId)),
  version: (kind: ContentKind, baseId: number, versionId: number) => api.get<VersionItem & { data: ContentSnapshot }>(CONTENT_EXTRA_ROUTES.adminVersion(kind, baseId, versionId)),
  save: (kind: ContentKind, body: ContentSaveRequest) => api.post<ContentSaveResponse>(API.adminContent.add(kind), body),
  remove: (kind: ContentKind, baseId: number) => api.get<boolean>(API.adminContent.delete(kind, baseId)),
  restore: (kind: ContentKind, baseId: number) => api.post<ContentItem>(CONTENT_EXTRA_ROUTES.adminRestore(kind, baseId), {}),
  pin: (body: PinRequest) => api.post<ContentItem>(API.adminContent.pin, body),
  slug: (kind: ContentKind, baseId: number) => api.get<ContentLink>(API.adminContent.getSlug(kind, baseId)),
  lookup: (path: string) => api.get<ContentLink | null>(CONTENT_EXTRA_ROUTES.adminLookup(path)),
};
