import type { PageRoute } from '../../app/route-types';

/** /siteadmin/settings (Administrators; the server refuses everyone else's save). */
export const settingsAdminRoutes: PageRoute[] = [{ path: 'settings', load: async () => ({ Component: (await import('./pages/site-settings-page')).SiteSettingsPage }) }];
