import { ContentKindPublic, topLevel } from './definition';

/** Products live at the top level in every region, on the fixed product routes; they are only edited. */
export const productsKind = {
  kind: 'products',
  section: { title: 'Products', singular: 'product', path: '/siteadmin/products', order: 10 },
  publicPath: (slug) => `/${slug}`,
  hasItemPage: true,
  parsePath: topLevel,
  pageFamily: 'product',
  creatable: false,
  emptyForm: () => ({ product: { family: 'nitrogen-stabilizers', brand: '' } }),
} satisfies ContentKindPublic;
