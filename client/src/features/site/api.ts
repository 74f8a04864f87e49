import type { ContentFilterRequest } from '@contract/content';
import { kindIdOfFamily, latestResourcesKindId } from '@contract/content-kinds';
import type { Locale } from '@contract/i18n/locale';
import type { LabelSubscribeRequest } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { CONTENT_ROUTES } from '@contract/routes/content';
import { LABEL_ROUTES } from '@contract/routes/labels';
import { REDIRECT_ROUTES } from '@contract/routes/redirects';

import { callRoute } from '../../lib/api-client';

/** Calls the public site makes (spec section 7), all through the one API client; the site's sagas make them. */
export const siteApi = {
  productBySlug: (slug: string, locale?: Locale) => callRoute(CONTENT_ROUTES.getBySlug, { params: { kind: kindIdOfFamily('product'), slug }, query: { locale } }),
  /** A custom page by slug (in a language: each has its own slugs), and the latest resources under it. */
  pageBySlug: (slug: string, region?: RegionId, locale?: Locale) =>
    callRoute(CONTENT_ROUTES.getBySlug, { params: { kind: kindIdOfFamily('custom'), slug }, query: { region, locale } }),
  /** Every document of the region's labels library, in every language (a French page finds each English document's French version in it). */
  libraryDocuments: (region: RegionId) => callRoute(LABEL_ROUTES.search, { query: { region } }),
  pageLatest: (baseId: number) => callRoute(CONTENT_ROUTES.getLatest, { params: { kind: kindIdOfFamily('custom'), baseId } }),
  knowledge: (filter: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind: latestResourcesKindId() }, body: filter }),
  productLabels: (filter: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind: kindIdOfFamily('labels-library') }, body: filter }),
  productLabel: (baseId: number) => callRoute(CONTENT_ROUTES.details, { params: { kind: kindIdOfFamily('labels-library'), id: baseId } }),
  redirectFor: (path: string) => callRoute(REDIRECT_ROUTES.getRedirect, { params: { '*': path.replace(/^\//, '') } }),
  /** "Notify me of changes" on a product page. */
  subscribeToLabels: (body: LabelSubscribeRequest) => callRoute(LABEL_ROUTES.subscribe, { body }, { noAuthRouting: true }),
};
