import type { AuditFilter } from '@contract/audit';
import { AUDIT_ROUTES } from '@contract/routes/audit';
import { queryString } from '@contract/routes/route';

import { callRoute } from '../../lib/api-client';

/** The filter as a query string (empty values left out). */
export const auditQuery = (f: AuditFilter): string => queryString(f);

/** Calls of the audit page (sagas reach them through call()). */
export const auditApi = {
  list: (f: AuditFilter) => callRoute(AUDIT_ROUTES.list, { query: f }),
  options: () => callRoute(AUDIT_ROUTES.options),
  exportCsv: (f: AuditFilter) => callRoute(AUDIT_ROUTES.export, { query: f }),
};
