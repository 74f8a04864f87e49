import type { ContentSnapshot } from '../../contract/content';
import { knowledgeCenterKind } from '../../contract/content-kinds/knowledge-center';
import { plain } from '../rich-text';
import type { ContentKindDefinition } from './definition';

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
};
