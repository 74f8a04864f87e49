import type { ContentFilterRequest } from '@contract/content';
import type { LabelSubscribeRequest } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { CONTENT_ROUTES } from '@contract/routes/content';
import { LABEL_ROUTES } from '@contract/routes/labels';
import { REDIRECT_ROUTES } from '@contract/routes/redirects';

import { callRoute } from '../../lib/api-client';

/** Calls the public site makes (spec section 7), all through the one API client. */
export const siteApi = {
  productBySlug: (slug: string) => callRoute(CONTENT_ROUTES.getBySlug, { params: { kind: 'products', slug } }),
  pageBySlug: (slug: string, region?: RegionId) => callRoute(CONTENT_ROUTES.getBySlug, { params: { kind: 'pages', slug }, query: { region } }),
  knowledge: (filter: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind: 'knowledge-center' }, body: filter }),
  productLabels: (filter: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind: 'product-labels' }, body: filter }),
  productLabel: (baseId: number) => callRoute(CONTENT_ROUTES.details, { params: { kind: 'product-labels', id: baseId } }),
  redirectFor: (path: string) => callRoute(REDIRECT_ROUTES.getRedirect, { params: { '*': path.replace(/^\//, '') } }),
  /** "Notify me of changes" on a product page (issue 16). */
  subscribeToLabels: (body: LabelSubscribeRequest) => callRoute(LABEL_ROUTES.subscribe, { body }, { noAuthRouting: true }),
};
