import type { PageRoute } from '../../app/route-types';

/** /siteadmin: what needs doing, above the section tiles. */
export const dashboardAdminRoutes: PageRoute[] = [{ index: true, load: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }) }];
