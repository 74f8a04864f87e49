import type { ContentKindPublic } from './definition';

/** Labels are listed on the labels library (/product-labels, the documents feature's page); an item has no page of its own. */
export const productLabelsKind = {
  kind: 'product-labels',
  section: { title: 'Product Labels/SDSs', singular: 'product label', path: '/siteadmin/product-labels', order: 30 },
  publicPath: () => '/product-labels',
  hasItemPage: false,
  pageFamily: 'labels-library',
  listChunk: 'product-labels',
  creatable: true,
  emptyForm: () => ({ productLabel: { productName: '', family: 'nitrogen-stabilizers', supplemental: [], sortOrder: 0 } }),
} satisfies ContentKindPublic;
