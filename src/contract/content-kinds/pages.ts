import { ContentKindPublic, topLevel } from './definition';

export const pagesKind = {
  kind: 'pages',
  section: { title: 'Pages', singular: 'page', path: '/siteadmin/pages', order: 60 },
  publicPath: (slug, region) => `${region === 3 ? '/can' : ''}/${slug}`,
  hasItemPage: true,
  parsePath: topLevel,
  catchAll: true,
  creatable: true,
  emptyForm: () => ({}),
} satisfies ContentKindPublic;
