import { ContentKindPublic, underSegment } from './definition';

export const knowledgeCenterKind = {
  kind: 'knowledge-center',
  section: { title: 'Knowledge Center', singular: 'knowledge center item', path: '/siteadmin/knowledge-center', order: 20 },
  publicPath: (slug, region) => `${region === 3 ? '/can' : ''}/knowledge-center/${slug}`,
  hasItemPage: true,
  parsePath: underSegment('knowledge-center'),
  article: { listPath: '/knowledge-center', listName: 'Knowledge Center', jsonLdType: 'Article' },
  creatable: true,
  typedAndPinnable: true,
  emptyForm: () => ({ resourceType: 0 }),
} satisfies ContentKindPublic;
