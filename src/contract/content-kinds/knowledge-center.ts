import { ContentKindPublic, underSegment } from './definition';

const LIST = '/knowledge-center';

/** Articles, research and podcasts: typed, pinnable, listed at /knowledge-center (and /can/knowledge-center) with category pages. */
export const knowledgeCenterKind = {
  kind: 'knowledge-center',
  section: { title: 'Knowledge Center', singular: 'knowledge center item', path: '/siteadmin/knowledge-center', order: 20, quickAction: 'New article' },
  publicPath: (slug, region) => `${region === 3 ? '/can' : ''}${LIST}/${slug}`,
  hasItemPage: true,
  parsePath: underSegment(LIST.slice(1)),
  pageFamily: 'article',
  article: {
    listPath: LIST,
    listName: 'Knowledge Center',
    jsonLdType: 'Article',
    lead: 'Articles, research and podcasts from our agronomists to help you protect nitrogen and feed your crop.',
    canadaList: true,
    relatedHeading: 'More From the Knowledge Center',
  },
  creatable: true,
  typed: true,
  pinnable: true,
  latestResources: true,
  emptyForm: () => ({ resourceType: 0 }),
} satisfies ContentKindPublic;
