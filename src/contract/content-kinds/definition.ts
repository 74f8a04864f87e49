import type { ContentSaveRequest } from '../content';
import type { RegionId } from '../regions';

/**
 * The part of a content kind's definition that server and client share (the server-only part, field
 * validation and search text, is in src/content/kinds/). One file per kind next to this one; the
 * registry (./index.ts) looks them up by kind.
 */
export interface ContentKindPublic {
  kind: string;
  /** Admin section (spec 2.8): the shell title, the singular used in messages, the list path; `order` places it in the dashboard and drawer. */
  section: { title: string; singular: string; path: string; order: number };
  /** The public URL of an item (spec 2.1). */
  publicPath(slug: string, region: RegionId): string;
  /** False when an item has no page of its own (the admin shows no "view" link). */
  hasItemPage: boolean;
  /** The slug of the item a public path names, given the path's lowercase segments after a leading `can`; undefined: never. */
  parsePath?(parts: string[]): string | null;
  /** Tried after every other kind when a path could name several (pages: the site's catch-all). */
  catchAll?: boolean;
  /** Items shown as articles at `{listPath}/{slug}` (and `/can…`): the list they belong to and their JSON-LD type. */
  article?: { listPath: string; listName: string; jsonLdType: 'Article' | 'NewsArticle' };
  /** New items may be created in the admin (products are only edited). */
  creatable: boolean;
  /** The admin list shows the content type column and the pin toggle (knowledge center). */
  typedAndPinnable?: boolean;
  /** The kind's own fields of an empty editor form. */
  emptyForm(): Partial<ContentSaveRequest>;
  /** Simple text fields a kind keeps in `fields` (editor renders them generically; the server kind validates them). */
  extraFields?: { key: string; label: string; help?: string }[];
}

/** Paths `/{segment}/{slug}` (and `/can/{segment}/{slug}`). */
export const underSegment = (segment: string) => (parts: string[]) => (parts.length === 2 && parts[0] === segment ? parts[1] : null);
/** Paths `/{slug}` (and `/can/{slug}`). */
export const topLevel = (parts: string[]) => (parts.length === 1 && parts[0] ? parts[0] : null);
