import type { ContentSaveRequest, ContentSnapshot, ContentSummary } from '../../contract/content';
import type { ContentKindPublic } from '../../contract/content-kinds';
import type { ItemData } from '../content-mapper';

/** Field errors by field path, with the spec's words. */
export type Errors = Record<string, string>;

/** The fields of a snapshot that belong to one kind (every other kind stores them as null). */
export type KindSnapshotFields = Partial<Pick<ContentSnapshot, 'resourceType' | 'mediaUrl' | 'source' | 'product' | 'productLabel' | 'fields'>>;

/**
 * One content kind: the shared part (admin section, public path builder and parser, empty form; see
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
}
