import type { ContentSnapshot } from '../../contract/content';
import { KC_CATEGORIES } from '../../contract/content';
import { knowledgeCenterKind } from '../../contract/content-kinds/knowledge-center';
import { plain } from '../rich-text';
import { FRENCH_KNOWLEDGE_ITEMS } from '../seed/french-canada';
import { KNOWLEDGE_ITEMS } from '../seed/knowledge-items';
import type { ContentKindDefinition } from './definition';

const { listPath, listName } = knowledgeCenterKind.article;
const CATEGORY_DESCRIPTION: Record<(typeof KC_CATEGORIES)[number]['id'], string> = {
  38: 'Agronomy podcasts on nitrogen, micronutrients and crop nutrition.',
  39: 'Agronomy articles on nitrogen, micronutrients and crop nutrition.',
  40: 'Research and field reports on enhanced-efficiency fertilizers.',
};
const pair: [string, string] = [listPath, `/can${listPath}`];

/** Knowledge center items: a content type (Article, Research, Podcast) and a podcast's audio. */
export const knowledgeCenter: ContentKindDefinition = {
  ...knowledgeCenterKind,
  normalizeFields(req, errors) {
    let resourceType: ContentSnapshot['resourceType'] = null;
    if (req.resourceType === 0 || req.resourceType === 1 || req.resourceType === 2) resourceType = req.resourceType;
    else errors.resourceType = 'Content type must be Article, Research or Podcast.';
    const mediaUrl = plain(req.mediaUrl, 1000) || null;
    if (mediaUrl && !/^https:\/\/|^\//.test(mediaUrl)) errors.mediaUrl = 'Podcast audio must be an https:// address or a site path.';
    if (resourceType === 2 && !mediaUrl) errors.mediaUrl = 'A podcast needs its audio or embed address.';
    return { resourceType, mediaUrl };
  },
  listRoutes: [
    {
      path: listPath,
      title: listName,
      description: 'Articles, podcasts and research on nitrogen management, micronutrients and seed enhancement.',
      region: null,
      pair,
      trail: [listName],
    },
    {
      path: `/can${listPath}`,
      title: listName,
      description: 'Articles, podcasts and research for Canadian growers on nitrogen management, micronutrients and seed enhancement.',
      region: 3,
      pair,
      trail: [listName],
      french: { title: 'head.knowledgeCenterCa.title', description: 'head.knowledgeCenterCa.description' },
    },
    ...KC_CATEGORIES.map((c) => ({
      path: `${listPath}/category/${c.id}`,
      title: `${c.name} - ${listName}`,
      description: CATEGORY_DESCRIPTION[c.id],
      region: null,
      trail: [{ name: listName, path: listPath }, c.name],
    })),
    // Canada's category lists, so the Canada list's tabs (and their French twins) stay in the region.
    ...KC_CATEGORIES.map((c) => ({
      path: `/can${listPath}/category/${c.id}`,
      title: `${c.name} - ${listName}`,
      description: CATEGORY_DESCRIPTION[c.id],
      region: 3 as const,
      trail: [{ name: listName, path: `/can${listPath}` }, c.name],
      french: { title: `head.kcCategory.${c.id}.title`, description: `head.kcCategory.${c.id}.description` } as const,
    })),
  ],
  seed: { demo: () => [...KNOWLEDGE_ITEMS, ...FRENCH_KNOWLEDGE_ITEMS] },
};
