import type { PageRoute } from '../../app/route-types';

/** /siteadmin/redirects (admin only; the public redirect fallback lives in the site feature). */
export const redirectsAdminRoutes: PageRoute[] = [{ path: 'redirects', load: async () => ({ Component: (await import('./pages/redirects-page')).RedirectsPage }) }];
