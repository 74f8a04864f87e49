import type { ContentKind } from './content';
import { publicKind } from './content-kinds';
import type { RegionId } from './regions';

/** The public URL of a content item (spec 2.1), as its kind's definition builds it. */
export function publicPathFor(kind: ContentKind, slug: string, region: RegionId): string {
  return publicKind(kind).publicPath(slug, region);
}
