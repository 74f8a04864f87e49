import {
  CsvExport,
  CsvImportReport,
  DIRECTORY_API,
  DirectoryFilterRequest,
  DirectorySearchRequest,
  DirectorySearchResponse,
  RepDto,
  RepPage,
  RetailerDto,
  RetailerPage,
} from '@contract/directory';

import { api } from '../../lib/api-client';

/** Every directory call, through the one API client. */
export const directoryApi = {
  // Public: a refused search is a message on the page, never a trip to the login screen.
  search: (body: DirectorySearchRequest) => api.post<DirectorySearchResponse>(DIRECTORY_API.search, body, { noAuthRouting: true }),
};

export const directoryAdminApi = {
  reps: (f: DirectoryFilterRequest) => api.post<RepPage>(DIRECTORY_API.admin.repsFilter, f),
  rep: (id: number | string) => api.get<RepDto>(DIRECTORY_API.admin.repGet(id)),
  saveRep: (rep: RepDto) => api.post<RepDto>(DIRECTORY_API.admin.repSave, rep),
  deleteRep: (id: number) => api.delete<null>(DIRECTORY_API.admin.repDelete(id)),
  retailers: (f: DirectoryFilterRequest) => api.post<RetailerPage>(DIRECTORY_API.admin.retailersFilter, f),
  retailer: (id: number | string) => api.get<RetailerDto>(DIRECTORY_API.admin.retailerGet(id)),
  nextRetailer: (id: number | string, search?: string) => api.get<{ id: number } | null>(DIRECTORY_API.admin.retailerNext(id, search)),
  saveRetailer: (r: RetailerDto) => api.post<RetailerDto>(DIRECTORY_API.admin.retailerSave, r),
  deleteRetailer: (id: number) => api.delete<null>(DIRECTORY_API.admin.retailerDelete(id)),
  exportCsv: (kind: 'reps' | 'retailers') => api.get<CsvExport>(kind === 'reps' ? DIRECTORY_API.admin.repsExport : DIRECTORY_API.admin.retailersExport),
  importCsv: (kind: 'reps' | 'retailers', file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<CsvImportReport>(kind === 'reps' ? DIRECTORY_API.admin.repsImport(dryRun) : DIRECTORY_API.admin.retailersImport(dryRun), form);
  },
};
