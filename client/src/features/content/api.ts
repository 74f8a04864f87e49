import { API } from '@contract/api-routes';
import type { ContentFilterRequest, ContentItem, ContentKind, ContentSummary } from '@contract/content';
import type { Paged } from '@contract/envelope';
import type { RegionId } from '@contract/regions';

import { api } from '../../lib/api-client';

/** Public content calls (spec 7). Admin calls live in admin/admin-api.ts so they stay in the admin chunk. */
export const contentApi = {
  filter: (kind: ContentKind, filter: ContentFilterRequest) => api.post<Paged<ContentSummary>>(API.content.filter(kind), filter),
  bySlug: (kind: ContentKind, slug: string, region?: RegionId) => api.get<ContentItem>(API.content.getBySlug(kind, slug) + (region ? `?region=${region}` : '')),
  latest: (pageBaseId: number) => api.get<ContentSummary[]>(API.content.pagesGetLatest(pageBaseId)),
};
