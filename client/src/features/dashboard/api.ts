import { DASHBOARD_ROUTES } from '@contract/routes/dashboard';
import { LINK_ROUTES } from '@contract/routes/links';

import { callRoute } from '../../lib/api-client';

/** Calls of the dashboard (sagas reach them through call()). */
export const dashboardApi = {
  summary: () => callRoute(DASHBOARD_ROUTES.summary),
  /** Overdue cases and open privacy requests. */
  queue: () => callRoute(DASHBOARD_ROUTES.queue),
  /** The link checker's last report (another module); the panel degrades when it fails. */
  links: () => callRoute(LINK_ROUTES.report),
};
