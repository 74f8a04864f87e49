import type { ContentSaveRequest, ContentSnapshot, ContentSummary } from '../../contract/content';
import type { ContentKindPublic } from '../../contract/content-kinds';
import type { RegionId } from '../../contract/regions';
import type { SiteMessageId } from '../../seo/site-text';
import type { ItemData } from '../content-mapper';

/** Field errors by field path, with the spec's words. */
export type Errors = Record<string, string>;

/** The fields of a snapshot that belong to one kind (every other kind stores them as null). */
export type KindSnapshotFields = Partial<Pick<ContentSnapshot, 'resourceType' | 'mediaUrl' | 'source' | 'product' | 'productLabel' | 'fields'>>;

/** The head of one of a kind's public list pages (src/seo adds it to the site's fixed routes: head, sitemap). */
export interface KindListRoute {
  path: string;
  title: string;
  description: string;
  /** The region the page is shown for; null: the visitor's. */
  region: RegionId | null;
  /** The same page in both regions: [US path, Canada path] (hreflang). */
  pair?: [string, string];
  /** Breadcrumb after Home: a name alone links to the page itself. */
  trail?: (string | { name: string; path: string })[];
  /** The French twin's title and description (catalog ids), for a list that has one (src/contract/i18n/locale-paths.ts). */
  french?: { title: SiteMessageId; description: SiteMessageId };
}

/**
 * One content kind: the shared part (admin section, public pages, empty form; see
 * src/contract/content-kinds/) plus what only the server needs. The engine looks kinds up by name
 * (kindDefinition in ./registry.ts) and never branches on a kind.
 */
export interface ContentKindDefinition extends ContentKindPublic {
  /** Validates and normalizes the kind's own fields of a save (pure; rich text sanitized here). */
  normalizeFields(req: ContentSaveRequest, errors: Errors): KindSnapshotFields;
  /**
   * The kind's words for the search box, in three slots after the title, summary and description
   * (the slots keep the stored search text as it always was; unused ones are '').
   */
  searchWords?(s: ContentSnapshot): [string, string, string];
  /** What the kind adds to a list row (ContentSummary). */
  summaryFields?(d: ItemData): Partial<ContentSummary>;
  /** The head copy of the kind's public list pages. */
  listRoutes?: KindListRoute[];
  /**
   * Records seeded once, while the kind has none: `site` ones always (the site needs them, production
   * too), `demo` ones with SEED_DEMO.
   */
  seed?: { site?: () => SeedRecord[]; demo?: () => SeedRecord[] };
}

/**
 * A seeded record: an English one (a plain save request), or a French translation, which says
 * `locale: 'fr'` and names the English Canada item it translates by its slug (`translates`). English records
 * are seeded while the kind has no English items, French ones while it has no French items, English first.
 */
export type SeedRecord = ContentSaveRequest | TranslationSeed;
export type TranslationSeed = Omit<ContentSaveRequest, 'locale' | 'translationOf' | 'regionIds'> & { locale: 'fr'; translates: string };
