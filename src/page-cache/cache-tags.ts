import type { Locale } from '../contract/i18n/locale';
import { requestContext } from '../observability/request-context';

/**
 * The keys of what a public answer shows, in the words of `Surrogate-Key` / `Cache-Tag` and of
 * change events: a change names the keys it affects, and every cache (this process's page cache,
 * a CDN) drops the answers that carry one of them.
 */
export const SITE_TAG = 'site';
export const itemTag = (baseId: number) => `item-${baseId}`;
/**
 * Lists of a kind in a language (its list pages, the homes and product pages that show its latest items):
 * French lists live at their own addresses, so a French publish leaves the English lists cached.
 */
export const listTag = (kind: string, locale: Locale = 'en') => (locale === 'en' ? `list-${kind}` : `list-${kind}-${locale}`);
export const kindTag = (kind: string) => `kind-${kind}`;
export const documentTag = (guid: string) => `doc-${guid.toLowerCase()}`;
export const DIRECTORY_TAG = 'directory';
export const REGION_TAGS: Record<number, string> = { 2: 'region-us', 3: 'region-ca', 4: 'region-intl' };

/** Records that the answer being built for the current request shows these (outside a request: nothing). */
export function tagResponse(...tags: (string | null | undefined)[]): void {
  const ctx = requestContext.getStore();
  if (!ctx) return;
  const set = (ctx.cacheTags ??= new Set<string>());
  for (const t of tags) if (t) set.add(t);
}

/** The current request's keys, `site` first. */
export function responseTags(): string[] {
  const tags = requestContext.getStore()?.cacheTags;
  return [SITE_TAG, ...[...(tags ?? [])].filter((t) => t !== SITE_TAG).sort()];
}
