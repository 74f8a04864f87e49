import type { ContentSnapshot, ProductFamily } from '../../contract/content';
import { PRODUCT_FAMILY_NAME } from '../../contract/content';
import { productsKind } from '../../contract/content-kinds/products';
import { plain, sanitizeRichText } from '../rich-text';
import { FRENCH_PRODUCTS } from '../seed/french-canada';
import { PRODUCTS } from '../seed/products';
import type { ContentKindDefinition } from './definition';

export const PRODUCT_FAMILIES = Object.keys(PRODUCT_FAMILY_NAME) as ProductFamily[];

/** Products: family, brand, benefits, how it works, application, guaranteed analysis, the label item. */
export const products: ContentKindDefinition = {
  ...productsKind,
  normalizeFields(req, errors) {
    let product: ContentSnapshot['product'] = null;
    const p = req.product;
    if (!p) errors.product = 'Product fields are required.';
    else {
      if (!PRODUCT_FAMILIES.includes(p.family)) errors['product.family'] = 'Choose a product family.';
      const brand = plain(p.brand, 100);
      if (!brand) errors['product.brand'] = 'Brand is required.';
      product = {
        family: p.family,
        brand,
        tagline: plain(p.tagline, 300) || undefined,
        benefits: (Array.isArray(p.benefits) ? p.benefits : [])
          .slice(0, 12)
          .map((b) => ({ headline: plain(b?.headline, 200), text: plain(b?.text, 1000) }))
          .filter((b) => b.headline || b.text),
        howItWorks: sanitizeRichText(p.howItWorks) || undefined,
        application: sanitizeRichText(p.application) || undefined,
        guaranteedAnalysis: (Array.isArray(p.guaranteedAnalysis) ? p.guaranteedAnalysis : [])
          .slice(0, 20)
          .map((g) => ({ nutrient: plain(g?.nutrient, 100), percent: plain(g?.percent, 20) }))
          .filter((g) => g.nutrient),
        labelBaseId: typeof p.labelBaseId === 'number' ? p.labelBaseId : null,
      };
    }
    return { product };
  },
  searchWords: (s) => [s.product?.brand ?? '', s.product?.tagline ?? '', ''],
  // One record per product route of the spec: site content, so production has them too.
  seed: { site: () => [...PRODUCTS, ...FRENCH_PRODUCTS] },
};
