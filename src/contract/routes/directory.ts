import type {
  CsvExport as DirectoryCsvExport,
  CsvImportReport,
  DirectoryFilterRequest,
  DirectorySearchRequest,
  DirectorySearchResponse,
  RepDto,
  RepPage,
  RepSaveRequest,
  RetailerDto,
  RetailerPage,
  RetailerSaveRequest,
} from '../directory';
import {
  DIRECTORY_CLICKS_PATH,
  type DirectoryClickRequest,
  type LocateRequest,
  type LocateResponse,
  type LocationClickSummary,
  type LocatorAreasResponse,
  type LocatorClicksResponse,
  type LocatorReport,
  type LocatorReportQuery,
} from '../locator';
import { del, get, post } from './route';

export const DIRECTORY_ROUTES = {
  search: post<DirectorySearchResponse, DirectorySearchRequest>()('/api/directory/search'),
  /** Sent with navigator.sendBeacon; answers 204. */
  clicks: post<null, DirectoryClickRequest>()(DIRECTORY_CLICKS_PATH),
  locate: post<LocateResponse, LocateRequest>()('/api/directory/locate'),
  locatorReport: get<LocatorReport, LocatorReportQuery>()('/api/admin/locator/report'),
  locatorAreas: get<LocatorAreasResponse, LocatorReportQuery>()('/api/admin/locator/areas'),
  /** The same rows as text/csv (no envelope). */
  locatorAreasCsv: get<string, LocatorReportQuery>()('/api/admin/locator/areas.csv'),
  locatorClicks: get<LocatorClicksResponse, LocatorReportQuery>()('/api/admin/locator/clicks'),
  /** The same rows as text/csv (no envelope). */
  locatorClicksCsv: get<string, LocatorReportQuery>()('/api/admin/locator/clicks.csv'),
  /** The admin screen's download: the CSV of `areas` or `clicks` in the envelope, with a file name. */
  locatorExport: get<DirectoryCsvExport, LocatorReportQuery>()('/api/admin/locator/export/:report'),
  locationClicks: get<LocationClickSummary>()('/api/admin/locator/clicks/:type/:id'),
  repsFilter: post<RepPage, DirectoryFilterRequest>()('/api/admin/directory/reps/filter'),
  repGet: get<RepDto>()('/api/admin/directory/reps/get/:id'),
  repSave: post<RepDto, RepSaveRequest>()('/api/admin/directory/reps/save'),
  repDelete: del<null>()('/api/admin/directory/reps/:id'),
  repsExport: get<DirectoryCsvExport>()('/api/admin/directory/reps/export'),
  /** Multipart form with `file`. */
  repsImport: post<CsvImportReport, FormData, { dryRun: boolean }>()('/api/admin/directory/reps/import'),
  retailersFilter: post<RetailerPage, DirectoryFilterRequest>()('/api/admin/directory/retailers/filter'),
  retailerGet: get<RetailerDto>()('/api/admin/directory/retailers/get/:id'),
  retailerNext: get<{ id: number } | null, { search?: string }>()('/api/admin/directory/retailers/next/:id'),
  retailerSave: post<RetailerDto, RetailerSaveRequest>()('/api/admin/directory/retailers/save'),
  retailerDelete: del<null>()('/api/admin/directory/retailers/:id'),
  retailersExport: get<DirectoryCsvExport>()('/api/admin/directory/retailers/export'),
  /** Multipart form with `file`. */
  retailersImport: post<CsvImportReport, FormData, { dryRun: boolean }>()('/api/admin/directory/retailers/import'),
};
