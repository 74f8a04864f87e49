import { API } from '@contract/api-routes';
import type { ContentFilterRequest, ContentItem, ContentSummary } from '@contract/content';
import type { Paged } from '@contract/envelope';
import { LABELS_API, LabelSubscribeRequest } from '@contract/labels';
import type { RegionId } from '@contract/regions';

import { api } from '../../lib/api-client';
import { initialDataFor } from '../../lib/ssr-context';

/** Calls the public site makes (spec section 7), all through the one API client. */
export const siteApi = {
  productBySlug: (slug: string) => api.get<ContentItem>(API.content.getBySlug('products', slug)),
  pageBySlug: (slug: string, region?: RegionId) => api.get<ContentItem>(API.content.getBySlug('pages', slug) + (region ? `?region=${region}` : '')),
  knowledge: (filter: ContentFilterRequest) => api.post<Paged<ContentSummary>>(API.content.filter('knowledge-center'), filter),
  productLabels: (filter: ContentFilterRequest) => api.post<Paged<ContentSummary & Partial<Pick<ContentItem, 'productLabel'>>>>(API.content.filter('product-labels'), filter),
  productLabel: (baseId: number) => api.get<ContentItem>(API.content.details('product-labels', baseId)),
  redirectFor: (path: string) => api.get<{ target: string }>(API.redirects.getRedirect(path)),
  /** "Notify me of changes" on a product page (issue 16). */
  subscribeToLabels: (body: LabelSubscribeRequest) => api.post<boolean>(LABELS_API.subscribe, body, { noAuthRouting: true }),
};

/** The product record the server put into the HTML for the first page view (window.__INITIAL_DATA__), if it is for this path. */
export function takeInitialProduct(path: string): ContentItem | null {
  return initialDataFor(path, 'products')?.item ?? null;
}
