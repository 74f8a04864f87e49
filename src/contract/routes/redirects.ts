import type { Paged } from '../envelope';
import type {
  NotFoundEntry,
  NotFoundFilterRequest,
  NotFoundIgnoreRequest,
  RedirectBulkDeleteRequest,
  RedirectExport,
  RedirectFilterRequest,
  RedirectImportReport,
  RedirectImportRequest,
  RedirectItem,
  RedirectLookupResult,
  RedirectSaveRequest,
  RedirectSaveResponse,
  RedirectTestRequest,
  RedirectTestResult,
} from '../redirects';
import { del, get, post } from './route';

export const REDIRECT_ROUTES = {
  /** `*` is the looked-up path without its leading slash; also answered with no path at all. */
  getRedirect: get<RedirectLookupResult>()('/api/redirects/get-redirect/*', { also: ['/api/redirects/get-redirect'] }),
  filter: post<Paged<RedirectItem>, RedirectFilterRequest>()('/api/admin/redirects/filter'),
  get: get<RedirectItem>()('/api/admin/redirects/get/:id'),
  add: post<RedirectSaveResponse, RedirectSaveRequest>()('/api/admin/redirects/add'),
  edit: post<RedirectSaveResponse, RedirectSaveRequest>()('/api/admin/redirects/edit/:id'),
  test: post<RedirectTestResult, RedirectTestRequest>()('/api/admin/redirects/test'),
  delete: del<{ deleted: number }>()('/api/admin/redirects/delete/:id'),
  bulkDelete: post<{ deleted: number; skipped: number }, RedirectBulkDeleteRequest>()('/api/admin/redirects/bulk-delete'),
  import: post<RedirectImportReport, RedirectImportRequest>()('/api/admin/redirects/import'),
  export: get<RedirectExport>()('/api/admin/redirects/export'),
  notFoundFilter: post<Paged<NotFoundEntry>, NotFoundFilterRequest>()('/api/admin/redirects/not-found/filter'),
  notFoundIgnore: post<{ updated: number }, NotFoundIgnoreRequest>()('/api/admin/redirects/not-found/ignore'),
  notFoundDelete: del<{ deleted: number }>()('/api/admin/redirects/not-found/delete/:id'),
};
