import type { ContentKind } from './content';
import { publicKind } from './content-kinds';
import { FRENCH_PREFIX, type Locale } from './i18n/locale';
import type { RegionId } from './regions';

/** The public URL of a content item (spec 2.1), as its kind's definition builds it; a French item's is its English twin's address under `/fr`. */
export function publicPathFor(kind: ContentKind, slug: string, region: RegionId, locale: Locale = 'en'): string {
  const path = publicKind(kind).publicPath(slug, region);
  if (locale === 'en') return path;
  return path === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${path}`;
}
