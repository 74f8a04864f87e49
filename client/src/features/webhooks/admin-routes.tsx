import type { PageRoute } from '../../app/route-types';

/** /siteadmin/webhooks (Administrators; the server refuses everyone else). */
export const webhooksAdminRoutes: PageRoute[] = [{ path: 'webhooks', load: async () => ({ Component: (await import('./pages/webhooks-page')).WebhooksPage }) }];
