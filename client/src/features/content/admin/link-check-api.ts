import { LINK_ROUTES } from '@contract/routes/links';

import { callRoute } from '../../../lib/api-client';

/** The link dialog's check: whether a site path is a page of the site (the link checker's resolver). */
export const linkCheckApi = {
  resolve: (path: string) => callRoute(LINK_ROUTES.resolve, { query: { path } }),
};
