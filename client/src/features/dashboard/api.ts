import { DASHBOARD_ROUTES } from '@contract/routes/dashboard';
import { LINK_ROUTES } from '@contract/routes/links';

import { callRoute } from '../../lib/api-client';

/** Calls of the dashboard (sagas reach them through call()). */
export const dashboardApi = {
  summary: () => callRoute(DASHBOARD_ROUTES.summary),
  /** The link checker's last report (issue 17, another module); the panel degrades when it fails. */
  links: () => callRoute(LINK_ROUTES.report),
};
