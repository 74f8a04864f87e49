import type { ContentKindPublic } from './definition';

/** Labels are listed on /product-labels; an item has no page of its own. */
export const productLabelsKind = {
  kind: 'product-labels',
  section: { title: 'Product Labels/SDSs', singular: 'product label', path: '/siteadmin/product-labels', order: 30 },
  publicPath: () => '/product-labels',
  hasItemPage: false,
  creatable: true,
  emptyForm: () => ({ productLabel: { productName: '', family: 'nitrogen-stabilizers', supplemental: [], sortOrder: 0 } }),
} satisfies ContentKindPublic;
