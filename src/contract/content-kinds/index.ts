import type { ArticleKind, ContentKindPublic, PageFamily } from './definition';
import { knowledgeCenterKind } from './knowledge-center';
import { pagesKind } from './pages';
import { pressReleasesKind } from './press-releases';
import { productLabelsKind } from './product-labels';
import { productsKind } from './products';

export type { ArticleKind, ContentKindPublic, PageFamily } from './definition';

/**
 * The content kinds (shared part), in route order. Adding a kind: its file here and in src/content/kinds/,
 * and one entry in each registry.
 */
export const BUILT_IN_KINDS = {
  'knowledge-center': knowledgeCenterKind,
  pages: pagesKind,
  'press-releases': pressReleasesKind,
  products: productsKind,
  'product-labels': productLabelsKind,
} satisfies Record<string, ContentKindPublic>;

const registry = new Map<string, ContentKindPublic>(Object.entries(BUILT_IN_KINDS));

/** The shared definition of a kind (built in or registered); throws for an unknown kind. */
export function publicKind(kind: string): ContentKindPublic {
  const def = registry.get(kind);
  if (!def) throw new Error(`Unknown content kind ${kind}`);
  return def;
}

/** Every kind, built in first, in registration order. */
export const publicKinds = (): ContentKindPublic[] => [...registry.values()];

/** Adds a kind at run time (tests; the server's registerContentKind calls this). */
export function registerPublicKind(def: ContentKindPublic): void {
  registry.set(def.kind, def);
}

/** The kinds a page family shows, in registration order. */
export const kindsOfFamily = (family: PageFamily): ContentKindPublic[] => publicKinds().filter((d) => d.pageFamily === family);

/** The kind a single-kind family shows (custom pages, products, the labels library); throws when none is registered. */
export function kindOfFamily(family: PageFamily): ContentKindPublic {
  const def = kindsOfFamily(family)[0];
  if (!def) throw new Error(`No content kind shows ${family} pages`);
  return def;
}

/** The built-in kind whose pages are of a family: `KindIdOfFamily<'custom'>` is `'pages'`. */
export type KindIdOfFamily<F extends PageFamily> = { [K in keyof typeof BUILT_IN_KINDS]: (typeof BUILT_IN_KINDS)[K]['pageFamily'] extends F ? K : never }[keyof typeof BUILT_IN_KINDS];

/** The id of the kind a single-kind family shows, typed for the content routes. */
export const kindIdOfFamily = <F extends PageFamily>(family: F) => kindOfFamily(family).kind as KindIdOfFamily<F>;

/** The id of the kind whose newest items are the "latest resources"; throws when none is registered. */
export function latestResourcesKindId(): keyof typeof BUILT_IN_KINDS {
  const def = latestResourcesKind();
  if (!def) throw new Error('No content kind shows the latest resources');
  return def.kind as keyof typeof BUILT_IN_KINDS;
}

/** The article kinds (list and item pages), in registration order. */
export const articleKinds = (): ArticleKind[] => kindsOfFamily('article').filter((d): d is ArticleKind => !!d.article);

/** The kind whose newest items are the "latest resources" under custom pages. */
export const latestResourcesKind = (): ContentKindPublic | undefined => publicKinds().find((d) => d.latestResources);

/**
 * The address of the latest-resources kind's list (the knowledge center): Canada's when `canada` and the kind
 * has one, and a category's list under it when `category` is given.
 */
export function resourcesListPath(canada: boolean, category?: number): string {
  const def = latestResourcesKind();
  const article = def?.article;
  if (!article) throw new Error('No article kind shows the latest resources');
  const list = `${canada && article.canadaList ? '/can' : ''}${article.listPath}`;
  return category === undefined ? list : `${list}/category/${category}`;
}
