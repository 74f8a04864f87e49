import type { ContentSnapshot } from '../../contract/content';
import { productLabelsKind } from '../../contract/content-kinds/product-labels';
import { plain } from '../rich-text';
import type { ContentKindDefinition } from './definition';
import { PRODUCT_FAMILIES } from './products';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Product labels: the product's name and family, label, SDS and supplemental documents (GUIDs from the document library). */
export const productLabels: ContentKindDefinition = {
  ...productLabelsKind,
  normalizeFields(req, errors) {
    let productLabel: ContentSnapshot['productLabel'] = null;
    const l = req.productLabel;
    if (!l) errors.productLabel = 'Product label fields are required.';
    else {
      const productName = plain(l.productName, 200);
      if (!productName) errors['productLabel.productName'] = 'Product name is required.';
      if (!PRODUCT_FAMILIES.includes(l.family)) errors['productLabel.family'] = 'Choose a product family.';
      const guid = (g: unknown, key: string) => {
        const v = plain(g, 64);
        if (v && !GUID.test(v)) errors[key] = 'Document must be a GUID from the document library.';
        return v || null;
      };
      productLabel = {
        productName,
        family: l.family,
        labelDocumentGuid: guid(l.labelDocumentGuid, 'productLabel.labelDocumentGuid'),
        sdsDocumentGuid: guid(l.sdsDocumentGuid, 'productLabel.sdsDocumentGuid'),
        supplemental: (Array.isArray(l.supplemental) ? l.supplemental : [])
          .slice(0, 20)
          .map((s, i) => ({ title: plain(s?.title, 200), documentGuid: guid(s?.documentGuid, `productLabel.supplemental.${i}.documentGuid`) ?? '' }))
          .filter((s) => s.title || s.documentGuid),
        sortOrder: Number.isInteger(l.sortOrder) ? l.sortOrder : 0,
      };
    }
    return { productLabel };
  },
  searchWords: (s) => ['', '', s.productLabel?.productName ?? ''],
  // Label lists (/product-labels, product pages, the selector) need the document GUIDs without a details call per item.
  summaryFields: (d) => ({ productLabel: d.productLabel ?? null }),
  listRoutes: [
    {
      path: productLabelsKind.publicPath(),
      title: 'Labels / SDS',
      description: 'Product labels and safety data sheets (SDS) for every product, grouped by product family.',
      region: null,
      trail: ['Labels / SDS'],
      french: { title: 'head.labels.title', description: 'head.labels.description' },
    },
  ],
};
