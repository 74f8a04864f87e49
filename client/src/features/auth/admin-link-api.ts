import { CONTENT_ROUTES } from '@contract/routes/content';

import { callRoute } from '../../lib/api-client';

/** The admin edit screen of a public path, for a signed-in user's Administrator button; a refusal only hides the link. */
export const adminLinkApi = {
  lookup: (path: string) => callRoute(CONTENT_ROUTES.adminLookup, { query: { path } }, { noAuthRouting: true }),
};
