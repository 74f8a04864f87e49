import type { AuditEntryItem, AuditExport, AuditFilter, AuditFilterOptions, BrokenLinksReport, DashboardSummary } from './audit';
import type {
  AdminUserDetails,
  AdminUserListItem,
  AdminUserSaveRequest,
  CheckAuthResponse,
  CheckResetHashRequest,
  CheckResetHashResponse,
  EmailAuthRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  OneTimeLoginRequest,
  RefreshRequest,
  RefreshResponse,
  SetPasswordRequest,
  SiteRoleItem,
  TokenPair,
  UpdatePasswordRequest,
  UpdateUserDataRequest,
} from './auth';
import type {
  ContentFilterRequest,
  ContentItem,
  ContentKind,
  ContentLink,
  ContentSaveRequest,
  ContentSaveResponse,
  ContentSnapshot,
  ContentSummary,
  PinRequest,
  VersionItem,
} from './content';
import { CONTENT_KINDS } from './content';
import { BUILT_IN_KINDS } from './content-kinds';
import type {
  CsvExport as DirectoryCsvExport,
  CsvImportReport,
  DirectoryFilterRequest,
  DirectorySearchRequest,
  DirectorySearchResponse,
  RepDto,
  RepPage,
  RetailerDto,
  RetailerPage,
} from './directory';
import type { DocumentDetail, DocumentFilterRequest, DocumentListResponse, DocumentPublicInfo, DocumentSummary, LegalDocuments } from './documents';
import type { Paged } from './envelope';
import type { AddFormRequest, AddFormResponse, FormsExportResponse, FormsFilter, FormsFilterRequest, FormSubmissionItem, StateProvince } from './forms';
import type { ChangeNoticeRow, CsvExport, LabelDocumentView, LabelQuery, LabelSearchResponse, LabelSubscribeRequest, LabelSubscriberRow } from './labels';
import type { LinkReport } from './links';
import type { PresenceReport, PresenceResponse } from './presence';
import type { PreviewOpenResponse, SharePreviewCreated, SharePreviewCreateRequest, SharePreviewItem } from './preview';
import type { SelectorSolution } from './product-selector';
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
} from './redirects';
import type { RegionId } from './regions';

/**
 * The one route table (issue 19): every route the server registers, with its method, its
 * Nest/Fastify pattern and, for API routes, the request and response types beside it.
 * Controllers declare `@Get(ROUTES.x.path)` (or `.patterns` for per-kind routes); the client
 * calls `callRoute(ROUTES.x, { params, body, query })`, typed from the same entry. A spec
 * (`src/routes.spec.ts`) compares what the app registers with this table both ways.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which kinds a `:kind` route is registered for. */
type KindSet = 'all' | 'creatable';

/** The `:name` parameters of a pattern ('*' for a wildcard tail). */
export type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : P extends `${string}*`
      ? '*'
      : never;
type ParamValue<N> = N extends 'kind' ? ContentKind : string | number;
export type RouteParams<P extends string> = { [K in ParamNames<P>]: ParamValue<K> };

export interface Route<Res = unknown, Req = undefined, Q = undefined, P extends string = string> {
  readonly method: HttpMethod;
  /** The pattern as Nest/Fastify declares it, e.g. '/api/admin/:kind/get/:id'. */
  readonly path: P;
  /** Every concrete pattern registered: `:kind` expanded per content kind (no other /api/… route is shadowed), plus aliases. */
  readonly patterns: string[];
  /** The URL of one call: parameters filled in and encoded, the query string appended (empty values left out). */
  url(params?: RouteParams<P>, query?: Q): string;
  /** Phantom: never set, only carries the types to `callRoute`. */
  readonly types?: { res: Res; req: Req; query: Q };
}

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` from an object, leaving out undefined, null and ''; '' when nothing is left. */
export function queryString(query?: object): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query) as [string, QueryValue][]) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

function fill(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)|\*$/g, (_m, name: string | undefined) => {
    const v = params[name ?? '*'];
    if (v === undefined) throw new Error(`${path}: missing parameter ${name ?? '*'}`);
    return encodeURIComponent(String(v));
  });
}

const kindsOf = (set: KindSet): string[] =>
  set === 'all' ? CONTENT_KINDS : CONTENT_KINDS.filter((k) => (BUILT_IN_KINDS as Record<string, { creatable: boolean } | undefined>)[k]?.creatable);

function make<Res, Req, Q, P extends string>(method: HttpMethod, path: P, opts: { kinds?: KindSet; also?: string[] } = {}): Route<Res, Req, Q, P> {
  return {
    method,
    path,
    get patterns() {
      const own = path.includes(':kind') ? kindsOf(opts.kinds ?? 'all').map((k) => path.replace(':kind', k)) : [path];
      return [...(opts.also ?? []), ...own];
    },
    url: (params, query) => fill(path, params) + queryString(query as object | undefined),
  };
}

/** `get<Res, Query>()(path)`: two steps so the path's literal type is inferred while the others are given. */
const get =
  <Res = unknown, Q = undefined>() =>
  <P extends string>(path: P, opts?: { kinds?: KindSet; also?: string[] }) =>
    make<Res, undefined, Q, P>('GET', path, opts);
const post =
  <Res = unknown, Req = undefined, Q = undefined>() =>
  <P extends string>(path: P, opts?: { kinds?: KindSet }) =>
    make<Res, Req, Q, P>('POST', path, opts);
const del =
  <Res = unknown>() =>
  <P extends string>(path: P) =>
    make<Res, undefined, undefined, P>('DELETE', path);

type RegionQuery = { region?: RegionId };
type SubscriberFilter = { product?: string; document?: string };

export const AUTH_ROUTES = {
  login: post<TokenPair, LoginRequest>()('/auth/login'),
  refreshToken: post<RefreshResponse, RefreshRequest>()('/auth/refresh-token'),
  checkAuth: get<CheckAuthResponse>()('/auth/check-auth'),
  logout: post<boolean, LogoutRequest | Record<string, never>>()('/auth/logout'),
  forgotPassword: post<boolean, ForgotPasswordRequest>()('/auth/forgot-password'),
  checkResetHash: post<CheckResetHashResponse, CheckResetHashRequest>()('/auth/check-reset-hash'),
  setPassword: post<boolean, SetPasswordRequest>()('/auth/set-password'),
  resetPassword: post<boolean, SetPasswordRequest>()('/auth/reset-password'),
  updatePassword: post<boolean, UpdatePasswordRequest>()('/auth/update-password'),
  updateUserData: post<unknown, UpdateUserDataRequest>()('/auth/update-userdata'),
  oneTimeLogin: post<boolean, OneTimeLoginRequest>()('/auth/one-time-login'),
  emailAuth: post<TokenPair, EmailAuthRequest>()('/auth/email-auth'),
  createUser: post<{ id: number }, AdminUserSaveRequest>()('/auth/create-user'),
  /** The admin's idle-session ping. */
  keepalive: get<unknown>()('/api/admin/session/keepalive'),
};

export const USER_ROUTES = {
  getAll: get<AdminUserListItem[]>()('/api/adminusers/get-all'),
  getRoles: get<SiteRoleItem[]>()('/api/adminusers/get-roles'),
  get: get<AdminUserDetails>()('/api/adminusers/get/:id'),
  delete: get<boolean>()('/api/adminusers/delete/:id'),
  add: post<{ id: number }, AdminUserSaveRequest>()('/api/adminusers/add'),
  edit: post<{ id: number }, AdminUserSaveRequest>()('/api/adminusers/edit'),
};

/** The one content engine's routes; `:kind` is every content kind (or only the creatable ones). */
export const CONTENT_ROUTES = {
  details: get<ContentItem>()('/api/:kind/details/:id'),
  /** A product-labels row also carries its record's productLabel fields. */
  filter: post<Paged<ContentSummary & Partial<Pick<ContentItem, 'productLabel'>>>, ContentFilterRequest>()('/api/:kind/filter'),
  getBySlug: get<ContentItem, RegionQuery>()('/api/:kind/get-by-slug/:slug'),
  pagesGetLatest: get<ContentSummary[]>()('/api/pages/get-latest/:baseId'),
  pagesGetBySlugAdmin: get<ContentItem, RegionQuery>()('/api/pages/get-by-slug-admin/:slug'),
  adminAdd: post<ContentSaveResponse, ContentSaveRequest>()('/api/admin/:kind/add'),
  adminGet: get<ContentItem & { rolledBackFrom?: number }, { versionId?: number }>()('/api/admin/:kind/get/:id'),
  adminDelete: get<boolean>()('/api/admin/:kind/delete/:id', { kinds: 'creatable' }),
  adminRestore: post<ContentItem>()('/api/admin/:kind/restore/:id', { kinds: 'creatable' }),
  adminGetSlug: get<ContentLink>()('/api/admin/:kind/get-slug/:id'),
  adminGetVersions: get<VersionItem[]>()('/api/admin/:kind/get-versions/:id'),
  adminGetVersion: get<VersionItem & { data: ContentSnapshot }>()('/api/admin/:kind/get-version/:id/:versionId'),
  adminFilter: post<Paged<ContentSummary>, ContentFilterRequest>()('/api/admin/:kind/filter'),
  adminPin: post<ContentItem, PinRequest>()('/api/admin/knowledge-center/pin'),
  adminLookup: get<ContentLink | null, { path: string }>()('/api/admin/content/lookup'),
};

export const PREVIEW_ROUTES = {
  formPreview: post<PreviewOpenResponse, ContentSaveRequest>()('/api/admin/:kind/preview'),
  share: post<SharePreviewCreated, SharePreviewCreateRequest>()('/api/admin/:kind/share-preview'),
  list: get<SharePreviewItem[]>()('/api/admin/:kind/share-preview/:baseId'),
  revoke: post<SharePreviewItem>()('/api/admin/share-preview/:id/revoke'),
  /** Public HTML: the preview page itself (the link is the credential). */
  page: get<string>()('/preview/:token'),
};

export const PRESENCE_ROUTES = {
  report: post<PresenceResponse, PresenceReport>()('/api/admin/presence'),
  /** When the editor closes (best effort; the entry also expires). */
  leave: post<boolean, PresenceReport>()('/api/admin/presence/leave'),
};

export const DOCUMENT_ROUTES = {
  filter: post<DocumentListResponse, DocumentFilterRequest>()('/api/admin/documents/filter'),
  get: get<DocumentDetail>()('/api/admin/documents/get/:id'),
  /**
   * Multipart form fields of add/edit: title, kind, regionIds (comma separated, e.g. "2,3"),
   * and on add a `file` part (optional on edit: a new file replaces the current one).
   * Labels library (all optional): language (en|fr|es), languageOf (GUID of another language version),
   * products (comma separated names), registrations (one "Agency: number" a line), areas (state/province
   * codes), and for the uploaded (or current) revision revisionDate, effectiveDate (YYYY-MM-DD), whatChanged;
   * validUntil: "Valid on existing stock until" for the revision a new file supersedes.
   */
  add: post<DocumentSummary, FormData>()('/api/admin/documents/add'),
  /** Multipart form, as add. */
  edit: post<DocumentDetail, FormData>()('/api/admin/documents/edit/:id'),
  restore: post<DocumentDetail>()('/api/admin/documents/restore/:id/:fileId'),
  delete: post<boolean>()('/api/admin/documents/delete/:id'),
  /** Public: unknown GUIDs left out. */
  info: post<DocumentPublicInfo[], { guids: string[] }>()('/api/documents/info'),
  /** Public: the current patent and modern-slavery statements for the footer's legal links. */
  legal: get<LegalDocuments>()('/api/documents/legal'),
  /** Files (not JSON): the current file, any revision, the QR codes of the stable link. */
  file: get<Blob>()('/doccenter/:guid'),
  revision: get<Blob>()('/doccenter/:guid/revisions/:n'),
  qrSvg: get<Blob>()('/doccenter/:guid/qr.svg'),
  qrPng: get<Blob>()('/doccenter/:guid/qr.png'),
};

export const LABEL_ROUTES = {
  search: get<LabelSearchResponse, LabelQuery & RegionQuery>()('/api/labels/search'),
  document: get<LabelDocumentView, { from?: number; to?: number }>()('/api/labels/documents/:guid'),
  subscribe: post<boolean, LabelSubscribeRequest>()('/api/labels/subscribe'),
  subscribers: get<LabelSubscriberRow[], SubscriberFilter>()('/api/admin/labels/subscribers'),
  subscribersExport: get<CsvExport, SubscriberFilter>()('/api/admin/labels/subscribers/export'),
  deleteSubscriber: post<boolean>()('/api/admin/labels/subscribers/delete/:id'),
  notices: get<ChangeNoticeRow[]>()('/api/admin/labels/notices'),
  noticesExport: get<CsvExport>()('/api/admin/labels/notices/export'),
  /** HTML pages and form posts of the emailed links (work without script). */
  noticesSubscribeForm: post<string>()('/label-notices/subscribe'),
  noticesConfirm: get<string>()('/label-notices/confirm/:token'),
  noticesUnsubscribePage: get<string>()('/label-notices/unsubscribe/:token'),
  noticesUnsubscribe: post<string>()('/label-notices/unsubscribe/:token'),
};

export const DIRECTORY_ROUTES = {
  search: post<DirectorySearchResponse, DirectorySearchRequest>()('/api/directory/search'),
  repsFilter: post<RepPage, DirectoryFilterRequest>()('/api/admin/directory/reps/filter'),
  repGet: get<RepDto>()('/api/admin/directory/reps/get/:id'),
  repSave: post<RepDto, RepDto>()('/api/admin/directory/reps/save'),
  repDelete: del<null>()('/api/admin/directory/reps/:id'),
  repsExport: get<DirectoryCsvExport>()('/api/admin/directory/reps/export'),
  /** Multipart form with `file`. */
  repsImport: post<CsvImportReport, FormData, { dryRun: boolean }>()('/api/admin/directory/reps/import'),
  retailersFilter: post<RetailerPage, DirectoryFilterRequest>()('/api/admin/directory/retailers/filter'),
  retailerGet: get<RetailerDto>()('/api/admin/directory/retailers/get/:id'),
  retailerNext: get<{ id: number } | null, { search?: string }>()('/api/admin/directory/retailers/next/:id'),
  retailerSave: post<RetailerDto, RetailerDto>()('/api/admin/directory/retailers/save'),
  retailerDelete: del<null>()('/api/admin/directory/retailers/:id'),
  retailersExport: get<DirectoryCsvExport>()('/api/admin/directory/retailers/export'),
  /** Multipart form with `file`. */
  retailersImport: post<CsvImportReport, FormData, { dryRun: boolean }>()('/api/admin/directory/retailers/import'),
};

export const FORM_ROUTES = {
  add: post<AddFormResponse, AddFormRequest>()('/api/forms/add'),
  states: get<StateProvince[]>()('/api/states/get-all/:regionId'),
  adminFilter: post<FormSubmissionItem[], FormsFilterRequest>()('/api/admin/forms/filter'),
  adminArchive: get<FormSubmissionItem>()('/api/admin/forms/archive/:id'),
  adminGet: get<FormSubmissionItem>()('/api/admin/forms/get/:id'),
  adminExport: post<FormsExportResponse, FormsFilter>()('/api/admin/forms/export'),
};

export const REDIRECT_ROUTES = {
  /** `*` is the looked-up path without its leading slash; also answered with no path at all. */
  getRedirect: get<RedirectLookupResult>()('/api/redirects/get-redirect/*', { also: ['/api/redirects/get-redirect'] }),
  filter: post<Paged<RedirectItem>, RedirectFilterRequest>()('/api/admin/redirects/filter'),
  get: get<RedirectItem>()('/api/admin/redirects/get/:id'),
  add: post<RedirectItem, RedirectSaveRequest>()('/api/admin/redirects/add'),
  edit: post<RedirectItem, RedirectSaveRequest>()('/api/admin/redirects/edit/:id'),
  delete: del<{ deleted: number }>()('/api/admin/redirects/delete/:id'),
  bulkDelete: post<{ deleted: number; skipped: number }, RedirectBulkDeleteRequest>()('/api/admin/redirects/bulk-delete'),
  import: post<RedirectImportReport, RedirectImportRequest>()('/api/admin/redirects/import'),
  export: get<RedirectExport>()('/api/admin/redirects/export'),
  notFoundFilter: post<Paged<NotFoundEntry>, NotFoundFilterRequest>()('/api/admin/redirects/not-found/filter'),
  notFoundIgnore: post<{ updated: number }, NotFoundIgnoreRequest>()('/api/admin/redirects/not-found/ignore'),
  notFoundDelete: del<{ deleted: number }>()('/api/admin/redirects/not-found/delete/:id'),
};

export const SELECTOR_ROUTES = {
  /** Public: the seeded solution catalogue, in display order. */
  solutions: get<SelectorSolution[]>()('/api/product-selector/solutions'),
};

export const AUDIT_ROUTES = {
  list: get<Paged<AuditEntryItem>, AuditFilter>()('/api/admin/audit'),
  options: get<AuditFilterOptions>()('/api/admin/audit/options'),
  export: get<AuditExport, AuditFilter>()('/api/admin/audit/export'),
};

export const DASHBOARD_ROUTES = {
  summary: get<DashboardSummary>()('/api/admin/dashboard'),
};

export const LINK_ROUTES = {
  report: get<LinkReport & BrokenLinksReport>()('/api/admin/links'),
  check: post<LinkReport>()('/api/admin/links/check'),
};

/** Not JSON API: health, files and the pages the server renders itself. */
export const SITE_ROUTES = {
  healthLive: get()('/health/live'),
  healthReady: get()('/health/ready'),
  sitemap: get<string>()('/sitemap.xml'),
  robots: get<string>()('/robots.txt'),
  favicon: get<Blob>()('/favicon.ico'),
  image: get<Blob>()('/images/:file'),
  /** Last: the server-rendered public site and the admin shell for every other GET. */
  page: get<string>()('/*'),
};

export const ROUTES = {
  auth: AUTH_ROUTES,
  users: USER_ROUTES,
  content: CONTENT_ROUTES,
  preview: PREVIEW_ROUTES,
  presence: PRESENCE_ROUTES,
  documents: DOCUMENT_ROUTES,
  labels: LABEL_ROUTES,
  directory: DIRECTORY_ROUTES,
  forms: FORM_ROUTES,
  redirects: REDIRECT_ROUTES,
  selector: SELECTOR_ROUTES,
  audit: AUDIT_ROUTES,
  dashboard: DASHBOARD_ROUTES,
  links: LINK_ROUTES,
  site: SITE_ROUTES,
};

/** Every entry of the table, flattened (the registered-routes spec reads this). */
export const allRoutes = (): Route[] => Object.values(ROUTES).flatMap((group) => Object.values(group) as Route[]);
