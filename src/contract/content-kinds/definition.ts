import type { ContentSaveRequest } from '../content';
import type { RegionId } from '../regions';

/**
 * How the public site shows a kind's items; each family has one renderer on each side (src/seo/pages/ for
 * the head and first render, the client's routes for the screens), so a kind only names its family.
 * - article: a list at `article.listPath` and an item page at `publicPath` (Article JSON-LD, related items);
 * - product: a product page at one of the fixed product routes (src/contract/site.ts);
 * - custom: a page at the top level, the site's catch-all (with the latest resources under it);
 * - labels-library: no item page; items show on the labels library list at `publicPath`.
 */
export type PageFamily = 'article' | 'product' | 'custom' | 'labels-library';

/** The list and item pages of an article kind. */
export interface ArticlePages {
  /** The list's path (the item pages are at `publicPath`). */
  listPath: string;
  /** The list's heading, the breadcrumb name and the search box's label. */
  listName: string;
  jsonLdType: 'Article' | 'NewsArticle';
  /** The line under the list's heading. */
  lead?: string;
  /** The list is also at `/can{listPath}` (Canada's items). */
  canadaList?: boolean;
  /** The heading over the related items under an item; default `More {listName}`. */
  relatedHeading?: string;
}

/**
 * The part of a content kind's definition that server and client share (the server-only part, field
 * validation, search text, page copy and seeds, is in src/content/kinds/). One file per kind next to this
 * one; the registry (./index.ts) looks them up by kind. Nothing else names a kind: screens, routes, heads
 * and the sitemap read what they need here.
 */
export interface ContentKindPublic {
  kind: string;
  /**
   * Admin section (spec 2.8): the shell title, the singular used in messages, the list path; `order` places it in
   * the dashboard and drawer; `quickAction` names the dashboard's button that opens a new item's editor.
   */
  section: { title: string; singular: string; path: string; order: number; quickAction?: string };
  /** The public URL of an item (spec 2.1). */
  publicPath(slug: string, region: RegionId): string;
  /** False when an item has no page of its own (the admin shows no "view" link). */
  hasItemPage: boolean;
  /** The slug of the item a public path names, given the path's lowercase segments after a leading `can`; undefined: never. */
  parsePath?(parts: string[]): string | null;
  /** Tried after every other kind when a path could name several (pages: the site's catch-all). */
  catchAll?: boolean;
  /** The family of public pages that shows the kind's items; none: the kind is not on the public site. */
  pageFamily?: PageFamily;
  /** Article kinds (pageFamily 'article'): their list and item pages. */
  article?: ArticlePages;
  /** The client chunk (webpackChunkName) that renders the kind's list page when another feature owns it (labels-library). */
  listChunk?: string;
  /** New items may be created, and items deleted, in the admin (products are only edited). */
  creatable: boolean;
  /** Items carry a content type (Article, Research, Podcast): the admin list's type column and filter, the public category pages. */
  typed?: boolean;
  /** Staff may pin items to the top of the public list (the admin list's pin toggle). */
  pinnable?: boolean;
  /** The kind's newest items are the "latest resources" under custom pages. */
  latestResources?: boolean;
  /** The kind's own fields of an empty editor form. */
  emptyForm(): Partial<ContentSaveRequest>;
  /** Simple text fields a kind keeps in `fields` (editor renders them generically; the server kind validates them). */
  extraFields?: { key: string; label: string; help?: string }[];
}

/** A kind whose items are articles: its list and item pages. */
export type ArticleKind = ContentKindPublic & { article: ArticlePages };

/** Paths `/{segment}/{slug}` (and `/can/{segment}/{slug}`). */
export const underSegment = (segment: string) => (parts: string[]) => (parts.length === 2 && parts[0] === segment ? parts[1] : null);
/** Paths `/{slug}` (and `/can/{slug}`). */
export const topLevel = (parts: string[]) => (parts.length === 1 && parts[0] ? parts[0] : null);
