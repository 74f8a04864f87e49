import type { PageRoute } from '../../app/route-types';

/** /siteadmin/privacy (Administrators). */
export const privacyAdminRoutes: PageRoute[] = [
  { path: 'privacy', load: async () => ({ Component: (await import(/* webpackChunkName: "admin-privacy" */ './pages/privacy-page')).PrivacyPage }) },
];
