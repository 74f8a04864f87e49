import { LINK_ROUTES } from '@contract/routes/links';

import { callRoute } from '../../lib/api-client';

export const linksApi = {
  report: () => callRoute(LINK_ROUTES.report),
  check: () => callRoute(LINK_ROUTES.check),
};
