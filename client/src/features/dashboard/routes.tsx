import type { FeatureRoutes } from '../../app/route-types';

/** /siteadmin: what needs doing, above the section tiles. */
export const dashboardRoutes: FeatureRoutes = {
  admin: [{ index: true, load: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }) }],
};
