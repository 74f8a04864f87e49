import { singleAddressPage } from '../site';
import { ContentKindPublic, topLevel } from './definition';

/** Custom pages: the site's catch-all at the top level (and under /can, except About and the campaigns: one address for every region). */
export const pagesKind = {
  kind: 'pages',
  section: { title: 'Pages', singular: 'page', path: '/siteadmin/pages', order: 60 },
  publicPath: (slug, region) => `${region === 3 && !singleAddressPage(slug) ? '/can' : ''}/${slug}`,
  hasItemPage: true,
  parsePath: topLevel,
  catchAll: true,
  pageFamily: 'custom',
  creatable: true,
  emptyForm: () => ({}),
} satisfies ContentKindPublic;
