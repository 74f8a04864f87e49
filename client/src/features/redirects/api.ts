import type { Paged } from '@contract/envelope';
import {
  NotFoundEntry,
  NotFoundFilterRequest,
  REDIRECT_API,
  RedirectExport,
  RedirectFilterRequest,
  RedirectImportReport,
  RedirectItem,
  RedirectSaveRequest,
} from '@contract/redirects';

import { api } from '../../lib/api-client';

/** Calls of the redirects admin screen (sagas reach them through call()). */
export const redirectsApi = {
  filter: (body: RedirectFilterRequest) => api.post<Paged<RedirectItem>>(REDIRECT_API.filter, body),
  add: (body: RedirectSaveRequest) => api.post<RedirectItem>(REDIRECT_API.add, body),
  edit: (id: number, body: RedirectSaveRequest) => api.post<RedirectItem>(REDIRECT_API.edit(id), body),
  remove: (id: number) => api.delete<{ deleted: number }>(REDIRECT_API.delete(id)),
  bulkDelete: (ids: number[]) => api.post<{ deleted: number; skipped: number }>(REDIRECT_API.bulkDelete, { ids }),
  importCsv: (csv: string, dryRun: boolean) => api.post<RedirectImportReport>(REDIRECT_API.import, { csv, dryRun }),
  exportCsv: () => api.get<RedirectExport>(REDIRECT_API.export),
  notFound: (body: NotFoundFilterRequest) => api.post<Paged<NotFoundEntry>>(REDIRECT_API.notFoundFilter, body),
  ignore: (ids: number[], ignored: boolean) => api.post<{ updated: number }>(REDIRECT_API.notFoundIgnore, { ids, ignored }),
  removeNotFound: (id: number) => api.delete<{ deleted: number }>(REDIRECT_API.notFoundDelete(id)),
};
