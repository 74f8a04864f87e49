import { API } from '@contract/api-routes';
import type { ContentFilterRequest, ContentItem, ContentKind, ContentLink, ContentSaveRequest, ContentSnapshot, ContentSummary, PinRequest, VersionItem } from '@contract/content';
import type { Paged } from '@contract/envelope';
import { api } from '../../../lib/api-client';

/** Admin content calls (spec 7) plus the admin list, one-version, restore and lookup calls the spec leaves to us. */
export const ADMIN_CONTENT_EXTRA = {
  filter: (kind: ContentKind) => `/api/admin/${kind}/filter`,
  version: (kind: ContentKind, baseId: number, versionId: number) => `/api/admin/${kind}/get-version/${baseId}/${versionId}`,
  restore: (kind: ContentKind, baseId: number) => `/api/admin/${kind}/restore/${baseId}`,
  lookup: (path: string) => `/api/admin/content/lookup?path=${encodeURIComponent(path)}`,
};

export const contentAdminApi = {
  list: (kind: ContentKind, f: ContentFilterRequest) => api.post<Paged<ContentSummary>>(ADMIN_CONTENT_EXTRA.filter(kind), f),
  get: (kind: ContentKind, baseId: number, versionId?: number) =>
    api.get<ContentItem & { rolledBackFrom?: number }>(API.adminContent.get(kind, baseId) + (versionId ? `?versionId=${versionId}` : '')),
  versions: (kind: ContentKind, baseId: number) => api.get<VersionItem[]>(API.adminContent.getVersions(kind, baseId)),
  version: (kind: ContentKind, baseId: number, versionId: number) => api.get<VersionItem & { data: ContentSnapshot }>(ADMIN_CONTENT_EXTRA.version(kind, baseId, versionId)),
  save: (kind: ContentKind, body: ContentSaveRequest) => api.post<ContentItem>(API.adminContent.add(kind), body),
  remove: (kind: ContentKind, baseId: number) => api.get<boolean>(API.adminContent.delete(kind, baseId)),
  restore: (kind: ContentKind, baseId: number) => api.post<ContentItem>(ADMIN_CONTENT_EXTRA.restore(kind, baseId), {}),
  pin: (body: PinRequest) => api.post<ContentItem>(API.adminContent.pin, body),
  slug: (kind: ContentKind, baseId: number) => api.get<ContentLink>(API.adminContent.getSlug(kind, baseId)),
};
