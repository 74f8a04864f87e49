import { ArticleKind, articleKinds, ContentKindPublic, kindsOfFamily } from '../contract/content-kinds';
import { DEFAULT_REGION, RegionId } from '../contract/regions';
import { ProductRoute, productRoute } from '../contract/site';

/**
 * Which page family a public path belongs to, read from the content-kind registry (pure). Paths are
 * normalized: lower case, no trailing slash.
 */

/** The article a public path names (`{listPath}/{slug}`, or under `/can` for Canada): its kind's definition, slug and region. */
export function articleAt(path: string): { def: ArticleKind; slug: string; region: RegionId } | null {
  const parts = path.split('/').slice(1);
  const canada = parts[0] === 'can';
  if (canada) parts.shift();
  if (parts.some((p) => !p)) return null;
  for (const def of articleKinds()) {
    const slug = def.parsePath?.(parts);
    if (slug) return { def, slug, region: canada ? 3 : 2 };
  }
  return null;
}

/** The article list a path shows: `{listPath}`, `/can{listPath}` (kinds listed in Canada too), `{listPath}/category/{id}` and `/can{listPath}/category/{id}` (typed kinds). */
export function articleListAt(path: string): { def: ArticleKind; category?: number } | null {
  for (const def of articleKinds()) {
    const { listPath, canadaList } = def.article;
    if (path === listPath || (canadaList && path === `/can${listPath}`)) return { def };
    const prefix = [`${listPath}/category/`, ...(canadaList ? [`/can${listPath}/category/`] : [])].find((p) => path.startsWith(p));
    const category = def.typed && prefix ? path.slice(prefix.length) : '';
    if (/^\d+$/.test(category)) return { def, category: Number(category) };
  }
  return null;
}

/** The product page at a path: one of the fixed product routes, shown by the product family's kind. */
export function productPageAt(path: string): { def: ContentKindPublic; route: ProductRoute } | null {
  const route = productRoute(path.slice(1));
  const def = kindsOfFamily('product')[0];
  return route && def ? { def, route } : null;
}

/** The list page of a labels-library kind (its items have no page of their own). */
export const labelsListPath = (def: ContentKindPublic): string => def.publicPath('', DEFAULT_REGION);
export const labelsListAt = (path: string): ContentKindPublic | null => kindsOfFamily('labels-library').find((d) => labelsListPath(d) === path) ?? null;
