import type { FeatureRoutes } from '../../app/route-types';

/** /siteadmin/audit (Administrators; the server refuses everyone else). */
export const auditRoutes: FeatureRoutes = {
  admin: [{ path: 'audit', load: async () => ({ Component: (await import('./pages/audit-page')).AuditPage }) }],
};
