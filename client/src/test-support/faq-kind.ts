import type { ContentKindPublic } from '@contract/content-kinds';
import { underSegment } from '@contract/content-kinds/definition';

/** A kind added with only a registry entry (client side), for the tests that register it: questions and answers at /faq/{slug}. */
export const FAQ_KIND: ContentKindPublic = {
  kind: 'faq',
  section: { title: 'FAQ', singular: 'question', path: '/siteadmin/faq', order: 65 },
  publicPath: (slug, region) => `${region === 3 ? '/can' : ''}/faq/${slug}`,
  hasItemPage: true,
  parsePath: underSegment('faq'),
  pageFamily: 'article',
  article: { listPath: '/faq', listName: 'FAQ', jsonLdType: 'Article' },
  creatable: true,
  emptyForm: () => ({ fields: { answer: '' } }),
  extraFields: [{ key: 'answer', label: 'Answer' }],
};
