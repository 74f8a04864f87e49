import type { ContentKind } from '@contract/content';
import { kindOfFamily } from '@contract/content-kinds';
import type { RegionId } from '@contract/regions';
import { CONTENT_ROUTES } from '@contract/routes/content';

import { callRoute } from '../../lib/api-client';

export { isLoadFailure, responseStatus } from '../../lib/api-client';

/** The kind that shows custom pages. */
const customKind = () => kindOfFamily('custom').kind as ContentKind;

/** A custom page by slug and the latest resources under it, through the one API client. */
export const customPageApi = {
  bySlug: (slug: string, region?: RegionId) => callRoute(CONTENT_ROUTES.getBySlug, { params: { kind: customKind(), slug }, query: { region } }),
  latest: (baseId: number) => callRoute(CONTENT_ROUTES.getLatest, { params: { kind: customKind(), baseId } }),
};
