import { ContentKindPublic, underSegment } from './definition';

export const pressReleasesKind = {
  kind: 'press-releases',
  section: { title: 'Press Releases', singular: 'press release', path: '/siteadmin/press-releases', order: 50 },
  publicPath: (slug, region) => (region === 3 ? `/can/press-releases/${slug}` : `/press-releases/${slug}`),
  hasItemPage: true,
  parsePath: underSegment('press-releases'),
  article: { listPath: '/press-releases', listName: 'Press Releases', jsonLdType: 'Article' },
  creatable: true,
  emptyForm: () => ({}),
} satisfies ContentKindPublic;
