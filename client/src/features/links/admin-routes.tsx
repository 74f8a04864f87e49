import type { PageRoute } from '../../app/route-types';

/** /siteadmin/links: the link checker's report (issue 17). */
export const linksAdminRoutes: PageRoute[] = [{ path: 'links', load: async () => ({ Component: (await import('./pages/links-page')).LinksPage }) }];
