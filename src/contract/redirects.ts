/**
 * Redirects (spec 2.1 "any other path", 2.8 /siteadmin/redirects, 3 redirect lookup result,
 * 7 GET /api/redirects/get-redirect/{path}): types shared by the server and the admin screen.
 */
import type { Paged } from './envelope';
import type { SaveWarning } from './links';

export const REDIRECT_STATUSES = [301, 302, 307, 308, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_STATUS_LABEL: Record<RedirectStatus, string> = {
  301: '301 Moved Permanently',
  302: '302 Found (temporary)',
  307: '307 Temporary Redirect',
  308: '308 Permanent Redirect',
  410: '410 Gone',
};

/** One redirect rule as the admin API returns it. */
export interface RedirectItem {
  id: number;
  /** Normalized: leading slash, no trailing slash, lower case; a trailing `*` makes it a wildcard rule. */
  source: string;
  /** A site path (/new-page) or an absolute URL; a trailing `*` receives the rest of a wildcard match. Empty for 410. */
  target: string;
  status: RedirectStatus;
  /** Pass the visitor's query string on to the target. */
  keepQuery: boolean;
  /** Only on this host name (e.g. www.example.ca); null = every host. */
  host: string | null;
  /** Only on this region's host (2 US, 3 Canada); null = every region. */
  regionId: 2 | 3 | null;
  active: boolean;
  /** Saved although the source shadows a route of the site. */
  allowShadow: boolean;
  note: string | null;
  /** Built-in rules (/can/find-a-rep, /careers) can be edited but not deleted. */
  builtIn: boolean;
  hits: number;
  lastHitAt: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  created: string;
  updated: string;
}

export interface RedirectSaveRequest {
  source: string;
  target?: string;
  status: RedirectStatus;
  keepQuery?: boolean;
  host?: string | null;
  regionId?: 2 | 3 | null;
  active?: boolean;
  allowShadow?: boolean;
  note?: string | null;
}

/** POST add/edit answers the saved rule, with warnings when it saved but looks wrong (a target that answers 404). */
export type RedirectSaveResponse = RedirectItem & { warnings?: SaveWarning[] };

/** POST /api/admin/redirects/test: what the site answers for a path right now. */
export interface RedirectTestRequest {
  path: string;
  /** The host asked about (a host-bound rule); the site's own host when left out. */
  host?: string | null;
}
export interface RedirectTestResult {
  path: string;
  /** The status the site answers: a redirect's status, 200 for a page, 404 for nothing. */
  status: number;
  /** Where a redirect sends the visitor; null when the path is answered in place. */
  location: string | null;
  /** The answer in words, e.g. "/old-page answers 301 Moved Permanently → /about." */
  message: string;
  /** The redirect's target answers 404 (or is otherwise broken): why. */
  targetProblem: string | null;
}

export const REDIRECT_MESSAGES = {
  targetMissing: (target: string, reason: string) => `Saved, but the target ${target} does not answer: ${reason}`,
  answersRedirect: (path: string, status: string, location: string) => `${path} answers ${status} → ${location}.`,
  answersGone: (path: string) => `${path} answers 410 Gone.`,
  answersPage: (path: string) => `${path} answers 200: a page of the site.`,
  answersNotFound: (path: string) => `${path} answers 404 Not Found: no page and no redirect.`,
  answersOther: (path: string, reason: string) => `${path} does not answer a page: ${reason}`,
};

export type RedirectSort = 'source' | 'hits' | 'lastHit' | 'updated';
export interface RedirectFilterRequest {
  search?: string;
  sort?: RedirectSort;
  direction?: 'asc' | 'desc';
  start?: number;
  length?: number;
}
export type RedirectPage = Paged<RedirectItem>;

/** GET /api/redirects/get-redirect/{path} → data. */
export interface RedirectLookupResult {
  target: string;
  status: RedirectStatus;
}

/** A path that answered 404 (the "404 log"), grouped by path. */
export interface NotFoundEntry {
  id: number;
  path: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  referrer: string | null;
  ignored: boolean;
}
export interface NotFoundFilterRequest {
  search?: string;
  /** Show the ignore list instead of the open entries. */
  ignored?: boolean;
  start?: number;
  length?: number;
}
export type NotFoundPage = Paged<NotFoundEntry>;

export interface NotFoundIgnoreRequest {
  ids: number[];
  ignored: boolean;
}

export interface RedirectBulkDeleteRequest {
  ids: number[];
}

/** CSV columns, in export order. Import needs source, target (except 410) and status; the rest are optional. */
export const REDIRECT_CSV_COLUMNS = ['source', 'target', 'status', 'keepQuery', 'active', 'host', 'regionId', 'allowShadow', 'note', 'hits', 'lastHitAt'] as const;

export interface RedirectImportRequest {
  csv: string;
  /** Only report what would happen. */
  dryRun: boolean;
}
export interface RedirectImportRow {
  line: number;
  source: string;
  action: 'create' | 'update' | 'unchanged' | 'error';
  message?: string;
}
export interface RedirectImportReport {
  dryRun: boolean;
  /** True when the rows were saved (never on a dry run, never when any row has an error). */
  applied: boolean;
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  rows: RedirectImportRow[];
}
export interface RedirectExport {
  filename: string;
  csv: string;
}
