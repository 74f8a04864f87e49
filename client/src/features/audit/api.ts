import { AUDIT_API, AuditEntryItem, AuditExport, AuditFilter, AuditFilterOptions } from '@contract/audit';
import type { Paged } from '@contract/envelope';

import { api } from '../../lib/api-client';

/** The filter as a query string (empty values left out). */
export function auditQuery(f: AuditFilter): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Calls of the audit page (sagas reach them through call()). */
export const auditApi = {
  list: (f: AuditFilter) => api.get<Paged<AuditEntryItem>>(AUDIT_API.list + auditQuery(f)),
  options: () => api.get<AuditFilterOptions>(AUDIT_API.options),
  exportCsv: (f: AuditFilter) => api.get<AuditExport>(AUDIT_API.export + auditQuery(f)),
};
