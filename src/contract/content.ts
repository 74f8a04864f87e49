import type { RegionId } from './regions';

/**
 * The one content model (spec section 3): knowledge center items, pages, press releases,
 * products and product labels are all content items of a kind, versioned by the same engine.
 * The content issue may add fields; keep them here so server and client share one definition.
 */
export type ContentKind = 'knowledge-center' | 'pages' | 'press-releases' | 'products' | 'product-labels';
export const CONTENT_KINDS: ContentKind[] = ['knowledge-center', 'pages', 'press-releases', 'products', 'product-labels'];

/** Content type enumeration: Article 0, Research 1, Podcast 2; anything else reads 'Unknown'. */
export enum ResourceType {
  Article = 0,
  Research = 1,
  Podcast = 2,
}
export const resourceTypeName = (t: number | null | undefined): string =>
  t === 0 ? 'Article' : t === 1 ? 'Research' : t === 2 ? 'Podcast' : 'Unknown';

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

export type ContentStatus = 'draft' | 'published';

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
  /** The product-labels item (baseId) carrying this product's label and SDS. */
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
  created: string;
  updated: string;
}

/** Card-sized view used by lists and "latest resources". */
export type ContentSummary = Pick<ContentItem, 'id' | 'baseId' | 'kind' | 'slug' | 'title' | 'regionIds' | 'resourceType' | 'heroMedia' | 'metadata' | 'summary' | 'pinned' | 'publishedAt' | 'status'>;

/** Version item (spec 3): id and created (UTC timestamp string). */
export interface VersionItem {
  id: number;
  created: string;
  author?: string | null;
}

/** POST /api/{kind}/filter */
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
}

/** POST /api/admin/{kind}/add: create (no baseId) or save a new version (baseId + basedOnVersionId). */
export type ContentSaveRequest = Omit<ContentItem, 'id' | 'baseId' | 'kind' | 'created' | 'updated' | 'pinned' | 'region'> & {
  baseId?: number | null;
  /** The version the editor loaded; a save on top of an older version than the latest is refused with 409. */
  basedOnVersionId?: number | null;
};

/** POST /api/admin/knowledge-center/pin */
export interface PinRequest {
  baseId: number;
  type: number;
  pinned: boolean;
}
