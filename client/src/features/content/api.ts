import type { ContentFilterRequest, ContentKind } from '@contract/content';
import type { Locale } from '@contract/i18n/locale';
import type { RegionId } from '@contract/regions';
import { CONTENT_ROUTES } from '@contract/routes/content';

import { callRoute } from '../../lib/api-client';

/** Public content calls (spec 7). Admin calls live in admin/admin-api.ts so they stay in the admin chunk. */
export const contentApi = {
  filter: (kind: ContentKind, filter: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind }, body: filter }),
  bySlug: (kind: ContentKind, slug: string, region?: RegionId, locale?: Locale) =>
    callRoute(CONTENT_ROUTES.getBySlug, { params: { kind, slug }, query: { region, ...(locale && locale !== 'en' ? { locale } : {}) } }),
};
