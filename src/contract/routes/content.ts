import type {
  ContentFilterRequest,
  ContentItem,
  ContentLink,
  ContentSaveRequest,
  ContentSaveResponse,
  ContentSnapshot,
  ContentSummary,
  ContentTwin,
  PinRequest,
  VersionItem,
} from '../content';
import type { ContentKindPublic } from '../content-kinds';
import type { Paged } from '../envelope';
import type { Locale } from '../i18n/locale';
import { get, post, type RegionQuery } from './route';

const customPages = (d: ContentKindPublic) => d.pageFamily === 'custom';

/** The one content engine's routes; `:kind` is every content kind (or only those a route is for: creatable, custom pages, pinnable). */
export const CONTENT_ROUTES = {
  details: get<ContentItem>()('/api/:kind/details/:id'),
  /** A labels-library row also carries its record's productLabel fields. */
  filter: post<Paged<ContentSummary & Partial<Pick<ContentItem, 'productLabel'>>>, ContentFilterRequest>()('/api/:kind/filter'),
  /** `locale` (default 'en'): each language has its own slugs; English answers are as they always were. */
  getBySlug: get<ContentItem, RegionQuery & { locale?: Locale }>()('/api/:kind/get-by-slug/:slug'),
  /** A published item's published twins in the other languages (the language switch, hreflang). */
  translations: get<ContentTwin[]>()('/api/:kind/translations/:baseId'),
  /** The latest resources under a custom page. */
  getLatest: get<ContentSummary[]>()('/api/:kind/get-latest/:baseId', { kinds: customPages }),
  /** Drafts too; `locale` (default 'en') picks the language whose slugs are searched. */
  getBySlugAdmin: get<ContentItem, RegionQuery & { locale?: Locale }>()('/api/:kind/get-by-slug-admin/:slug', { kinds: customPages }),
  adminAdd: post<ContentSaveResponse, ContentSaveRequest>()('/api/admin/:kind/add'),
  adminGet: get<ContentItem & { rolledBackFrom?: number }, { versionId?: number }>()('/api/admin/:kind/get/:id'),
  adminDelete: get<boolean>()('/api/admin/:kind/delete/:id', { kinds: 'creatable' }),
  adminRestore: post<ContentItem>()('/api/admin/:kind/restore/:id', { kinds: 'creatable' }),
  adminGetSlug: get<ContentLink>()('/api/admin/:kind/get-slug/:id'),
  adminGetVersions: get<VersionItem[]>()('/api/admin/:kind/get-versions/:id'),
  adminGetVersion: get<VersionItem & { data: ContentSnapshot }>()('/api/admin/:kind/get-version/:id/:versionId'),
  adminFilter: post<Paged<ContentSummary>, ContentFilterRequest>()('/api/admin/:kind/filter'),
  adminPin: post<ContentItem, PinRequest>()('/api/admin/:kind/pin', { kinds: (d) => !!d.pinnable }),
  /** "Mark as up to date": a translation is measured against its source's current published version; no new version of its text. */
  adminTranslationCurrent: post<ContentItem>()('/api/admin/:kind/translation-current/:id'),
  adminLookup: get<ContentLink | null, { path: string }>()('/api/admin/content/lookup'),
};
