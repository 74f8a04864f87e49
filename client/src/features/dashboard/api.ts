import { BrokenLinksReport, DASHBOARD_API, DashboardSummary } from '@contract/audit';

import { api } from '../../lib/api-client';

/** Calls of the dashboard (sagas reach them through call()). */
export const dashboardApi = {
  summary: () => api.get<DashboardSummary>(DASHBOARD_API.summary),
  /** The link checker's last report (issue 17, another module); the panel degrades when it fails. */
  links: () => api.get<BrokenLinksReport>(DASHBOARD_API.links),
};
