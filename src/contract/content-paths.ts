import type { ContentKind } from './content';
import type { RegionId } from './regions';

/** The public URL of a content item (spec 2.1). Products and pages live at the top level. */
export function publicPathFor(kind: ContentKind, slug: string, region: RegionId): string {
  const can = region === 3 ? '/can' : '';
  switch (kind) {
    case 'knowledge-center':
      return `${can}/knowledge-center/${slug}`;
    case 'press-releases':
      return region === 3 ? `/can/press-releases/${slug}` : `/press-releases/${slug}`;
    case 'pages':
      return `${can}/${slug}`;
    case 'products':
      return `/${slug}`;
    case 'product-labels':
      return '/product-labels';
  }
}
