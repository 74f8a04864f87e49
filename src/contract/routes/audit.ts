import type { AuditEntryItem, AuditExport, AuditFilter, AuditFilterOptions } from '../audit';
import type { Paged } from '../envelope';
import { get } from './route';

export const AUDIT_ROUTES = {
  list: get<Paged<AuditEntryItem>, AuditFilter>()('/api/admin/audit'),
  options: get<AuditFilterOptions>()('/api/admin/audit/options'),
  export: get<AuditExport, AuditFilter>()('/api/admin/audit/export'),
};
