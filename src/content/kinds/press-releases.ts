import { pressReleasesKind } from '../../contract/content-kinds/press-releases';
import { plain } from '../rich-text';
import { FRENCH_PRESS_RELEASES } from '../seed/french-canada';
import { PRESS_RELEASES } from '../seed/press-releases';
import type { ContentKindDefinition } from './definition';

const { listPath, listName } = pressReleasesKind.article;

/** Press releases: a source (dateline). */
export const pressReleases: ContentKindDefinition = {
  ...pressReleasesKind,
  normalizeFields: (req) => ({ source: plain(req.source, 300) || null }),
  listRoutes: [
    { path: listPath, title: listName, description: 'News and announcements.', region: 2, trail: [listName] },
    {
      path: `/can${listPath}`,
      title: listName,
      description: 'News and announcements for Canadian growers and retailers.',
      region: 3,
      trail: [listName],
      french: { title: 'head.pressReleasesCa.title', description: 'head.pressReleasesCa.description' },
    },
  ],
  seed: { demo: () => [...PRESS_RELEASES, ...FRENCH_PRESS_RELEASES] },
};
