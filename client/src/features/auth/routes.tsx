import type { FeatureRoutes } from '../../app/route-types';

export const authRoutes: FeatureRoutes = {
  admin: [{ index: true, lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }) }],
};
