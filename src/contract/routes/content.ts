import type { ContentFilterRequest, ContentItem, ContentLink, ContentSaveRequest, ContentSaveResponse, ContentSnapshot, ContentSummary, PinRequest, VersionItem } from '../content';
import type { Paged } from '../envelope';
import { get, post, type RegionQuery } from './route';

/** The one content engine's routes; `:kind` is every content kind (or only the creatable ones). */
export const CONTENT_ROUTES = {
  details: get<ContentItem>()('/api/:kind/details/:id'),
  /** A product-labels row also carries its record's productLabel fields. */
  filter: post<Paged<ContentSummary & Partial<Pick<ContentItem, 'productLabel'>>>, ContentFilterRequest>()('/api/:kind/filter'),
  getBySlug: get<ContentItem, RegionQuery>()('/api/:kind/get-by-slug/:slug'),
  pagesGetLatest: get<ContentSummary[]>()('/api/pages/get-latest/:baseId'),
  pagesGetBySlugAdmin: get<ContentItem, RegionQuery>()('/api/pages/get-by-slug-admin/:slug'),
  adminAdd: post<ContentSaveResponse, ContentSaveRequest>()('/api/admin/:kind/add'),
  adminGet: get<ContentItem & { rolledBackFrom?: number }, { versionId?: number }>()('/api/admin/:kind/get/:id'),
  adminDelete: get<boolean>()('/api/admin/:kind/delete/:id', { kinds: 'creatable' }),
  adminRestore: post<ContentItem>()('/api/admin/:kind/restore/:id', { kinds: 'creatable' }),
  adminGetSlug: get<ContentLink>()('/api/admin/:kind/get-slug/:id'),
  adminGetVersions: get<VersionItem[]>()('/api/admin/:kind/get-versions/:id'),
  adminGetVersion: get<VersionItem & { data: ContentSnapshot }>()('/api/admin/:kind/get-version/:id/:versionId'),
  adminFilter: post<Paged<ContentSummary>, ContentFilterRequest>()('/api/admin/:kind/filter'),
  adminPin: post<ContentItem, PinRequest>()('/api/admin/knowledge-center/pin'),
  adminLookup: get<ContentLink | null, { path: string }>()('/api/admin/content/lookup'),
};
