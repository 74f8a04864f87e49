import type { PublicChangeInput } from '../changes/public-changes';
import { documentTag } from '../page-cache/cache-tags';

/** Every page that shows the document, and the label library's lists, change with it. */
export const LIBRARY_TAG = 'list-documents';

export function documentChanged(guid: string): PublicChangeInput {
  const g = guid.toLowerCase();
  return { event: 'document.revised', keys: [documentTag(g), LIBRARY_TAG], paths: [`/doccenter/${g}`, `/product-labels/${g}`, '/product-labels'] };
}
