import { BUILT_IN_KINDS } from './content-kinds';
import type { Locale } from './i18n/locale';
import type { SaveWarning } from './links';
import type { RegionId } from './regions';

/**
 * The one content model (spec section 3): knowledge center items, pages, press releases,
 * products and product labels are all content items of a kind, versioned by the same engine.
 * The content issue may add fields; keep them here so server and client share one definition.
 */
export type ContentKind = keyof typeof BUILT_IN_KINDS;
/** The built-in kinds (src/contract/content-kinds/), in route order. */
export const CONTENT_KINDS = Object.keys(BUILT_IN_KINDS) as ContentKind[];

/** The simple fields of a kind that keeps its own fields in `fields` (declared by its definition, not here). */
export type KindFieldValues = Record<string, string | number | boolean | null>;

/** Content type enumeration: Article 0, Research 1, Podcast 2; anything else reads 'Unknown'. */
export enum ResourceType {
  Article = 0,
  Research = 1,
  Podcast = 2,
}
export const resourceTypeName = (t: number | null | undefined): string => (t === 0 ? 'Article' : t === 1 ? 'Research' : t === 2 ? 'Podcast' : 'Unknown');

/** Knowledge-center categories: 38 Podcasts, 39 Articles, 40 Research & Reports. */
export const KC_CATEGORIES = [
  { id: 38, name: 'Podcasts', resourceType: ResourceType.Podcast },
  { id: 39, name: 'Articles', resourceType: ResourceType.Article },
  { id: 40, name: 'Research & Reports', resourceType: ResourceType.Research },
] as const;

/** Hero image type: 0 highlight, 1 cropped image, null none. */
export type HeroImageType = 0 | 1 | null;

export interface HeroMedia {
  previewsrc: string;
  alttext: string;
}

/** Page metadata (spec 2.2): feeds description and social-sharing tags. */
export interface ContentMetadata {
  title?: string;
  desc?: string;
  ogtitle?: string;
  ogdesc?: string;
  ogphoto?: { previewsrc?: string };
  /** og:type; default 'website'. */
  metaContent?: string;
}

/** Module types of spec 2.6: 1 testimonial, 2 rich text, 3 ROI items, 4 multi-image. */
export type ContentModule =
  | { type: 1; quote: string; author: string; role?: string; image?: HeroMedia }
  | { type: 2; editorData: string }
  | { type: 3; headline?: string; items: { headline: string; shortDescription: string }[] }
  | { type: 4; items: { imageItem: HeroMedia; headline?: string; editorData?: string }[] };

/** draft: never public. published: public from publishedAt on. scheduled: published with a future date (the scheduler flips it when due). */
export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** The statuses of items the public may see once their publish time has come. */
export const LIVE_CONTENT_STATUSES: readonly ContentStatus[] = ['published', 'scheduled'];

export type ProductFamily = 'nitrogen-stabilizers' | 'micronutrients' | 'seed-enhancer';
export const PRODUCT_FAMILY_NAME: Record<ProductFamily, string> = {
  'nitrogen-stabilizers': 'Nitrogen Stabilizers',
  micronutrients: 'Foliar & Micronutrient Coatings',
  'seed-enhancer': 'Seed Enhancer',
};

/** Fields that only products carry. */
export interface ProductFields {
  family: ProductFamily;
  /** Brand name as shown, e.g. 'AGROTAIN'. */
  brand: string;
  tagline?: string;
  benefits?: { headline: string; text: string }[];
  howItWorks?: string;
  application?: string;
  guaranteedAnalysis?: { nutrient: string; percent: string }[];
  /** The labels-library item (baseId) carrying this product's label and SDS. */
  labelBaseId?: number | null;
}

/** Fields that only product labels carry (documents issue). */
export interface ProductLabelFields {
  productName: string;
  family: ProductFamily;
  labelDocumentGuid?: string | null;
  sdsDocumentGuid?: string | null;
  supplemental?: { title: string; documentGuid: string }[];
  sortOrder?: number;
}

/** One content item as the API returns it: the current version's fields plus identity. */
export interface ContentItem {
  /** The id of this version row. */
  id: number;
  /** Stable identity across versions. */
  baseId: number;
  kind: ContentKind;
  slug: string;
  title: string;
  regionIds: RegionId[];
  /** Region the item was fetched for (public lookups). */
  region?: RegionId;
  status: ContentStatus;
  publishedAt: string | null;
  pinned: boolean;
  metadata: ContentMetadata;
  heroImageType: HeroImageType;
  heroMedia: HeroMedia | null;
  modules: ContentModule[];
  /** Short summary for cards and lists. */
  summary?: string;
  /** Knowledge center only. */
  resourceType?: ResourceType | null;
  /** Podcast audio or embed URL. */
  mediaUrl?: string | null;
  /** Press release source line (e.g. city and date line). */
  source?: string | null;
  product?: ProductFields | null;
  productLabel?: ProductLabelFields | null;
  /** Only kinds whose definition keeps fields here. */
  fields?: KindFieldValues;
  created: string;
  updated: string;
  /** Admin reads: the newest version of the item (the one a save must be based on). */
  latestVersionId?: number;
  /** Admin reads: when the item was soft-deleted (restorable by an Administrator). */
  deletedAt?: string | null;
  /** The item's language: on admin reads always, on public reads only when it is not English. */
  locale?: Locale;
  /** A translation: the English item (baseId) it translates. Admin reads, and public reads of a translation. */
  translationOf?: number | null;
  /** Admin reads: a translation's standing against its source (null for an English item). */
  translation?: TranslationState | null;
  /** Admin reads of an English item: its translations. */
  translations?: TranslationLink[];
}

/**
 * A translation against its source. `outdated`: the source has published a newer version than the one the
 * translation was last saved (or marked up to date) against; the source's diff from `sourceVersionId` to
 * `sourcePublishedVersionId` is what changed.
 */
export interface TranslationState {
  sourceBaseId: number;
  sourceVersionId: number | null;
  outdated: boolean;
  /** The source's newest published version (null while it was never published). */
  sourcePublishedVersionId: number | null;
  sourceTitle: string;
  /** The English item was deleted: the translation has nothing to follow (and still shows until it is unpublished or deleted). */
  sourceDeleted: boolean;
}

/** An English item's translation, for its editor and lists. */
export interface TranslationLink {
  baseId: number;
  locale: Locale;
  title: string;
  status: ContentStatus;
  outdated: boolean;
}

/** Card-sized view used by lists and "latest resources". */
export type ContentSummary = Pick<
  ContentItem,
  'id' | 'baseId' | 'kind' | 'slug' | 'title' | 'regionIds' | 'resourceType' | 'heroMedia' | 'metadata' | 'summary' | 'pinned' | 'publishedAt' | 'status' | 'productLabel'
> &
  /** The language (admin lists always, public lists only on a translation), and a translation's standing (admin lists only). */
  Pick<ContentItem, 'locale' | 'translation'>;

/** Version item (spec 3): id and created (UTC timestamp string). */
export interface VersionItem {
  id: number;
  created: string;
  author?: string | null;
  /** The version's place in the item's history, 1 for the first (the versions list). */
  number?: number;
  /** The status the version was saved with, and its publish time (the versions list). */
  status?: ContentStatus;
  publishedAt?: string | null;
}

/**
 * POST /api/{kind}/filter (public: published items only) and POST /api/admin/{kind}/filter (admin: drafts and
 * scheduled too). Response: Paged<ContentSummary>. Defaults: start 0, length 12 (max 100), sort 'newest'
 * (publish date, newest first); the public list puts pinned items first. `search` matches every word against
 * title, summary, description and module text. `category` (38/39/40) is the same filter as `resourceType`.
 * GET /api/{kind}/details/{id} and the admin get/{id} take the item's baseId.
 */
export interface ContentFilterRequest {
  start?: number;
  length?: number;
  regionId?: RegionId;
  category?: 38 | 39 | 40;
  resourceType?: ResourceType;
  search?: string;
  sort?: 'newest' | 'oldest' | 'title';
  /** Admin lists only: include drafts. */
  includeDrafts?: boolean;
  /** Admin lists only: list soft-deleted items instead (Administrator restore screen). */
  deleted?: boolean;
  /** Admin lists only: 'draft' | 'published' | 'scheduled'. */
  status?: ContentStatus;
  /** The language: public lists default to 'en'; admin lists show every language unless one is asked for. */
  locale?: Locale;
}

/**
 * POST /api/admin/{kind}/add: create (no baseId) or save a new version (baseId + basedOnVersionId).
 * Only title is required; the rest defaults (slug from the title, region 2, status published now, no modules).
 */
export interface ContentSaveRequest {
  baseId?: number | null;
  /** The version the editor loaded; a save on top of an older version than the latest is refused with 409. */
  basedOnVersionId?: number | null;
  title: string;
  /** Lowercase letters, digits and hyphens; generated from the title when blank. */
  slug?: string | null;
  regionIds?: RegionId[];
  status?: ContentStatus;
  /** ISO timestamp; a future date with status 'published' schedules the item. */
  publishedAt?: string | null;
  metadata?: ContentMetadata;
  heroImageType?: HeroImageType;
  heroMedia?: HeroMedia | null;
  modules?: ContentModule[];
  summary?: string;
  resourceType?: ResourceType | null;
  mediaUrl?: string | null;
  source?: string | null;
  product?: ProductFields | null;
  productLabel?: ProductLabelFields | null;
  /** The fields of a kind that keeps them here (see ContentKindPublic.extraFields); ignored by the other kinds. */
  fields?: KindFieldValues;
  /** On a slug change a 301 redirect from the old URL is created unless this is false. */
  createRedirect?: boolean;
  /** Saving a version loaded for a rollback: that version's id (the audit trail names the save a rollback). */
  rolledBackFrom?: number;
  /** A new item's language (default 'en'); an existing item keeps its own. */
  locale?: Locale;
  /** A new French item: the baseId of the English Canada item it translates (required for 'fr'). */
  translationOf?: number | null;
}

/** POST /api/admin/{kind}/add answers the saved item, with warnings when something saved looks wrong (a broken link added). */
export type ContentSaveResponse = ContentItem & { warnings?: SaveWarning[] };

/** The fields one version stores (the whole item as saved). */
export type ContentSnapshot = Required<Omit<ContentSaveRequest, 'baseId' | 'basedOnVersionId' | 'createRedirect' | 'fields' | 'rolledBackFrom' | 'locale' | 'translationOf'>> & {
  slug: string;
  fields?: KindFieldValues;
};

/** GET /api/admin/{kind}/get-slug/{id} and the public⇄admin lookups (spec 7: data.baseId, slug, region). */
export interface ContentLink {
  kind: ContentKind;
  baseId: number;
  slug: string;
  region: RegionId;
  publicPath: string;
  adminPath: string;
}

/** Slugs: lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug may contain only lowercase letters, digits and hyphens.';
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/** Category id (38/39/40) → resource type, and back. */
export const categoryResourceType = (c: number): ResourceType | null => KC_CATEGORIES.find((k) => k.id === c)?.resourceType ?? null;
export const resourceTypeCategory = (t: number | null | undefined): number | null => KC_CATEGORIES.find((k) => k.resourceType === t)?.id ?? null;

/** GET /api/admin/dashboard/translations: one Canada item whose French version is missing or outdated. */
export interface TranslationDueRow {
  section: ContentKind;
  sectionTitle: string;
  sourceBaseId: number;
  /** The English item's title. */
  title: string;
  /** The French item, when there is one: an outdated one, or (missing) a French draft not yet published. */
  translationBaseId: number | null;
  /** Where staff act: the French item's editor, or a new French draft of the source. */
  editPath: string;
}

/** The dashboard's "Translations" card: English Canada items without a French version, and French versions whose source has changed. */
export interface TranslationsDue {
  missing: TranslationDueRow[];
  outdated: TranslationDueRow[];
  missingCount: number;
  outdatedCount: number;
}

/** The admin path that opens a new French draft of an English item (prefilled, with the source beside the form). */
export const translatePath = (sectionPath: string, sourceBaseId: number) => `${sectionPath}/translate/${sourceBaseId}`;

/** GET /api/{kind}/translations/{baseId}: the published twins of an item in the other languages (language switch, hreflang). */
export interface ContentTwin {
  baseId: number;
  locale: Locale;
  slug: string;
  region: RegionId;
  publicPath: string;
}

/** POST /api/admin/{kind}/pin (pinnable kinds); `type` is the item's content type for a typed kind. */
export interface PinRequest {
  baseId: number;
  type: number;
  pinned: boolean;
}
