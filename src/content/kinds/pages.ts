import { pagesKind } from '../../contract/content-kinds/pages';
import type { ContentKindDefinition } from './definition';

/** Custom pages: only the fields every item has. */
export const pages: ContentKindDefinition = {
  ...pagesKind,
  normalizeFields: () => ({}),
};
