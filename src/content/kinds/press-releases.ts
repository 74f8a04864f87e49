import { pressReleasesKind } from '../../contract/content-kinds/press-releases';
import { plain } from '../rich-text';
import type { ContentKindDefinition } from './definition';

/** Press releases: a source (dateline). */
export const pressReleases: ContentKindDefinition = {
  ...pressReleasesKind,
  normalizeFields: (req) => ({ source: plain(req.source, 300) || null }),
};
