import type { ContentFilterRequest, ContentKind, ContentSaveRequest, PinRequest } from '@contract/content';
import { CONTENT_ROUTES } from '@contract/routes/content';

import { callRoute } from '../../../lib/api-client';

/** Admin content calls (spec 7) plus the ones the spec leaves to us; admin chunk only. */
export const contentAdminApi = {
  list: (kind: ContentKind, f: ContentFilterRequest) => callRoute(CONTENT_ROUTES.adminFilter, { params: { kind }, body: f }),
  get: (kind: ContentKind, baseId: number, versionId?: number) => callRoute(CONTENT_ROUTES.adminGet, { params: { kind, id: baseId }, query: { versionId: versionId || undefined } }),
  versions: (kind: ContentKind, baseId: number) => callRoute(CONTENT_ROUTES.adminGetVersions, { params: { kind, id: baseId } }),
  version: (kind: ContentKind, baseId: number, versionId: number) => callRoute(CONTENT_ROUTES.adminGetVersion, { params: { kind, id: baseId, versionId } }),
  save: (kind: ContentKind, body: ContentSaveRequest) => callRoute(CONTENT_ROUTES.adminAdd, { params: { kind }, body }),
  remove: (kind: ContentKind, baseId: number) => callRoute(CONTENT_ROUTES.adminDelete, { params: { kind, id: baseId } }),
  restore: (kind: ContentKind, baseId: number) => callRoute(CONTENT_ROUTES.adminRestore, { params: { kind, id: baseId } }),
  pin: (kind: ContentKind, body: PinRequest) => callRoute(CONTENT_ROUTES.adminPin, { params: { kind }, body }),
  slug: (kind: ContentKind, baseId: number) => callRoute(CONTENT_ROUTES.adminGetSlug, { params: { kind, id: baseId } }),
  lookup: (path: string) => callRoute(CONTENT_ROUTES.adminLookup, { query: { path } }),
};
