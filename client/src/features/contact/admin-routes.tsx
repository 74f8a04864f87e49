import type { PageRoute } from '../../app/route-types';

/** The contact feature's screens under /siteadmin. */
export const contactAdminRoutes: PageRoute[] = [
  { path: 'forms', load: async () => ({ Component: (await import(/* webpackChunkName: "admin-forms" */ './pages/admin-forms-page')).AdminFormsPage }) },
  { path: 'forms/settings', load: async () => ({ Component: (await import(/* webpackChunkName: "admin-case-settings" */ './pages/case-settings-page')).CaseSettingsPage }) },
  { path: 'forms/response-times', load: async () => ({ Component: (await import(/* webpackChunkName: "admin-response-times" */ './pages/response-times-page')).ResponseTimesPage }) },
  { path: 'forms/case/:id', load: async () => ({ Component: (await import(/* webpackChunkName: "admin-case" */ './pages/case-page')).CasePage }) },
];
