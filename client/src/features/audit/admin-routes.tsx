import type { PageRoute } from '../../app/route-types';

/** /siteadmin/audit (Administrators; the server refuses everyone else). */
export const auditAdminRoutes: PageRoute[] = [{ path: 'audit', load: async () => ({ Component: (await import('./pages/audit-page')).AuditPage }) }];
