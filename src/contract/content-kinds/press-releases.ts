import { ContentKindPublic, underSegment } from './definition';

const LIST = '/press-releases';

/** News: listed at /press-releases (and Canada's at /can/press-releases), each at /press-releases/{slug} (and /can/press-releases/{slug}). */
export const pressReleasesKind = {
  kind: 'press-releases',
  section: { title: 'Press Releases', singular: 'press release', path: '/siteadmin/press-releases', order: 50, quickAction: 'New press release' },
  publicPath: (slug, region) => `${region === 3 ? '/can' : ''}${LIST}/${slug}`,
  hasItemPage: true,
  parsePath: underSegment(LIST.slice(1)),
  pageFamily: 'article',
  article: { listPath: LIST, listName: 'Press Releases', jsonLdType: 'Article', lead: 'News and announcements from our company.', canadaList: true },
  creatable: true,
  emptyForm: () => ({}),
} satisfies ContentKindPublic;
