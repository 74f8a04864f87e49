import type { ContentFilterRequest, ContentSummary } from './content';
import type { RegionId } from './regions';

/*
 * The public article lists' addresses and filters (knowledge center, press releases), shared by the server's first
 * render and the list pages' code (not the entry: the header and layout need none of it).
 */

/** Page size of the public knowledge-center and press-release lists (Load More adds another page). */
export const PUBLIC_LIST_PAGE_SIZE = 9;

/** The most items a public list shows at once from its address (`?shown=`): ten pages. */
export const PUBLIC_LIST_MAX_SHOWN = PUBLIC_LIST_PAGE_SIZE * 10;

/**
 * The filter of a public list as its address asks: the visitor's region (none for international), the category, the
 * search, and its first `shown` items (one page unless the address says more: Load More without script).
 */
export function publicListFilter(region: RegionId, category?: 38 | 39 | 40, search?: string, shown = PUBLIC_LIST_PAGE_SIZE): ContentFilterRequest {
  return { regionId: region === 4 ? undefined : region, category, search: search || undefined, length: shown, start: 0 };
}

/** How many items a list's address asks for (`?shown=18`, what Load More submits without script): one page to ten. */
export function listShown(query: string): number {
  const n = Number(new URLSearchParams(query).get('shown'));
  return Number.isInteger(n) && n > PUBLIC_LIST_PAGE_SIZE ? Math.min(n, PUBLIC_LIST_MAX_SHOWN) : PUBLIC_LIST_PAGE_SIZE;
}

/** An article list's search in its address (`?q=canola`), trimmed to what the filter takes; '' when there is none. */
export const searchQuery = (query: string): string => (new URLSearchParams(query).get('q') ?? '').trim().slice(0, 100);

/** The related items under a knowledge-center item or press release: the newest of its kind and region, less itself (3). */
export const relatedFilter = (region: RegionId): ContentFilterRequest => ({ regionId: region, length: 4, sort: 'newest' });
export const relatedItems = (items: ContentSummary[], baseId: number) => items.filter((i) => i.baseId !== baseId).slice(0, 3);
