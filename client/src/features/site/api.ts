import type { ContentFilterRequest, ContentKind } from '@contract/content';
import { kindOfFamily } from '@contract/content-kinds';
import type { LabelSubscribeRequest } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { CONTENT_ROUTES } from '@contract/routes/content';
import { LABEL_ROUTES } from '@contract/routes/labels';
import { REDIRECT_ROUTES } from '@contract/routes/redirects';

import { callRoute } from '../../lib/api-client';

/** The kind that shows custom pages. */
const customKind = () => kindOfFamily('custom').kind as ContentKind;

/** Calls the public site makes (spec section 7), all through the one API client; the site's sagas make them. */
export const siteApi = {
  productBySlug: (slug: string) => callRoute(CONTENT_ROUTES.getBySlug, { params: { kind: 'products', slug } }),
  /** A custom page by slug, and the latest resources under it. */
  pageBySlug: (slug: string, region?: RegionId) => callRoute(CONTENT_ROUTES.getBySlug, { params: { kind: customKind(), slug }, query: { region } }),
  pageLatest: (baseId: number) => callRoute(CONTENT_ROUTES.getLatest, { params: { kind: customKind(), baseId } }),
  knowledge: (filter: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind: 'knowledge-center' }, body: filter }),
  productLabels: (filter: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind: 'product-labels' }, body: filter }),
  productLabel: (baseId: number) => callRoute(CONTENT_ROUTES.details, { params: { kind: 'product-labels', id: baseId } }),
  redirectFor: (path: string) => callRoute(REDIRECT_ROUTES.getRedirect, { params: { '*': path.replace(/^\//, '') } }),
  /** "Notify me of changes" on a product page. */
  subscribeToLabels: (body: LabelSubscribeRequest) => callRoute(LABEL_ROUTES.subscribe, { body }, { noAuthRouting: true }),
};
