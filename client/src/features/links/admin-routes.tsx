import type { PageRoute } from '../../app/route-types';

/** /siteadmin/links: the link checker's report. */
export const linksAdminRoutes: PageRoute[] = [{ path: 'links', load: async () => ({ Component: (await import('./pages/links-page')).LinksPage }) }];
