import type { NotFoundFilterRequest, RedirectFilterRequest, RedirectSaveRequest, RedirectTestRequest } from '@contract/redirects';
import { REDIRECT_ROUTES } from '@contract/routes/redirects';

import { callRoute } from '../../lib/api-client';

/** Calls of the redirects admin screen (sagas reach them through call()). */
export const redirectsApi = {
  filter: (body: RedirectFilterRequest) => callRoute(REDIRECT_ROUTES.filter, { body }),
  add: (body: RedirectSaveRequest) => callRoute(REDIRECT_ROUTES.add, { body }),
  edit: (id: number, body: RedirectSaveRequest) => callRoute(REDIRECT_ROUTES.edit, { params: { id }, body }),
  test: (body: RedirectTestRequest) => callRoute(REDIRECT_ROUTES.test, { body }),
  remove: (id: number) => callRoute(REDIRECT_ROUTES.delete, { params: { id } }),
  bulkDelete: (ids: number[]) => callRoute(REDIRECT_ROUTES.bulkDelete, { body: { ids } }),
  importCsv: (csv: string, dryRun: boolean) => callRoute(REDIRECT_ROUTES.import, { body: { csv, dryRun } }),
  exportCsv: () => callRoute(REDIRECT_ROUTES.export),
  notFound: (body: NotFoundFilterRequest) => callRoute(REDIRECT_ROUTES.notFoundFilter, { body }),
  ignore: (ids: number[], ignored: boolean) => callRoute(REDIRECT_ROUTES.notFoundIgnore, { body: { ids, ignored } }),
  removeNotFound: (id: number) => callRoute(REDIRECT_ROUTES.notFoundDelete, { params: { id } }),
};
