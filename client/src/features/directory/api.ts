import type { DirectoryFilterRequest, DirectorySearchRequest, RepDto, RetailerDto } from '@contract/directory';
import type { DirectoryClickType, LocateRequest, LocatorReportQuery } from '@contract/locator';
import { DIRECTORY_ROUTES } from '@contract/routes/directory';

import { callRoute } from '../../lib/api-client';

/** Every directory call, through the one API client. */
export const directoryApi = {
  // Public: a refused search is a message on the page, never a trip to the login screen.
  search: (body: DirectorySearchRequest) => callRoute(DIRECTORY_ROUTES.search, { body }, { noAuthRouting: true }),
  locate: (body: LocateRequest) => callRoute(DIRECTORY_ROUTES.locate, { body }, { noAuthRouting: true }),
};

export const directoryAdminApi = {
  reps: (f: DirectoryFilterRequest) => callRoute(DIRECTORY_ROUTES.repsFilter, { body: f }),
  rep: (id: number | string) => callRoute(DIRECTORY_ROUTES.repGet, { params: { id } }),
  saveRep: (rep: RepDto) => callRoute(DIRECTORY_ROUTES.repSave, { body: rep }),
  deleteRep: (id: number) => callRoute(DIRECTORY_ROUTES.repDelete, { params: { id } }),
  retailers: (f: DirectoryFilterRequest) => callRoute(DIRECTORY_ROUTES.retailersFilter, { body: f }),
  retailer: (id: number | string) => callRoute(DIRECTORY_ROUTES.retailerGet, { params: { id } }),
  nextRetailer: (id: number | string, search?: string) => callRoute(DIRECTORY_ROUTES.retailerNext, { params: { id }, query: { search } }),
  saveRetailer: (r: RetailerDto) => callRoute(DIRECTORY_ROUTES.retailerSave, { body: r }),
  deleteRetailer: (id: number) => callRoute(DIRECTORY_ROUTES.retailerDelete, { params: { id } }),
  exportCsv: (kind: 'reps' | 'retailers') => callRoute(kind === 'reps' ? DIRECTORY_ROUTES.repsExport : DIRECTORY_ROUTES.retailersExport),
  importCsv: (kind: 'reps' | 'retailers', file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return callRoute(kind === 'reps' ? DIRECTORY_ROUTES.repsImport : DIRECTORY_ROUTES.retailersImport, { body: form, query: { dryRun } });
  },
};

/** The locator report (searches by day and area, result clicks) and a location's own clicks. */
export const locatorAdminApi = {
  report: (query: LocatorReportQuery) => callRoute(DIRECTORY_ROUTES.locatorReport, { query }),
  clicks: (query: LocatorReportQuery) => callRoute(DIRECTORY_ROUTES.locatorClicks, { query }),
  exportCsv: (report: 'areas' | 'clicks', query: LocatorReportQuery) => callRoute(DIRECTORY_ROUTES.locatorExport, { params: { report }, query }),
  locationClicks: (type: DirectoryClickType, id: number | string) => callRoute(DIRECTORY_ROUTES.locationClicks, { params: { type, id } }),
};
