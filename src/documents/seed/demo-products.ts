import type { ProductFamily } from '../../contract/content';
import type { RegionId } from '../../contract/regions';

/** The products that get a demo label and SDS (and a product-labels record), in display order. */
export interface DemoProduct {
  name: string;
  family: ProductFamily;
  regionIds: RegionId[];
  /** One line about the product for the generated label. */
  blurb: string;
}

const WOLF_TRAX_NUTRIENTS: [string, string][] = [
  ['Zinc', '62%'],
  ['Boron', '18%'],
  ['Copper', '56.5%'],
  ['Iron', '46.5%'],
  ['Manganese', '33%'],
  ['Magnesium', '30%'],
  ['Calcium', '27%'],
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  { name: 'AGROTAIN', family: 'nitrogen-stabilizers', regionIds: [2, 3], blurb: 'Nitrogen stabilizer that protects surface-applied urea and UAN against volatilization.' },
  { name: 'ANVOL', family: 'nitrogen-stabilizers', regionIds: [2, 3], blurb: 'Dual-action nitrogen stabilizer for urea and UAN above ground.' },
  { name: 'CENTURO', family: 'nitrogen-stabilizers', regionIds: [2, 3], blurb: 'Nitrification inhibitor that protects nitrogen below ground.' },
  { name: 'SUPERU', family: 'nitrogen-stabilizers', regionIds: [2, 3], blurb: 'Stabilized nitrogen fertilizer protected above and below ground.' },
  { name: 'TRIBUNE', family: 'nitrogen-stabilizers', regionIds: [3], blurb: 'Urease inhibitor for surface-applied urea in Canada.' },
  { name: 'WOLF TRAX', family: 'micronutrients', regionIds: [2, 3], blurb: 'DDP micronutrient coatings for granular fertilizer blends.' },
  ...WOLF_TRAX_NUTRIENTS.map(([n, pct]): DemoProduct => ({
    name: `WOLF TRAX ${n} DDP`,
    family: 'micronutrients',
    regionIds: [2, 3],
    blurb: `${n} coating for dry fertilizer blends; guaranteed analysis ${n} ${pct}.`,
  })),
  { name: 'CROPMIX', family: 'micronutrients', regionIds: [2], blurb: 'Blend of 17% zinc, 2% boron, 18% manganese, 1% copper and 1% iron.' },
  { name: '3-TRAX', family: 'micronutrients', regionIds: [2], blurb: 'Blend of 26% zinc, 3% boron and 13% manganese.' },
  { name: 'NU-TRAX P+', family: 'micronutrients', regionIds: [2], blurb: 'Early-season blend of 20% zinc, 25% phosphate, 5% manganese and 4% nitrogen.' },
  { name: 'NUTRAX', family: 'micronutrients', regionIds: [2], blurb: 'Micronutrient coating for granular fertilizers.' },
  { name: 'OPTRIENT', family: 'micronutrients', regionIds: [2], blurb: 'Foliar nutrient for in-season crop nutrition.' },
  { name: 'NITAMIN', family: 'micronutrients', regionIds: [3], blurb: 'Foliar nitrogen nutrition for Canadian growers.' },
  { name: 'SYNTHOS', family: 'micronutrients', regionIds: [3], blurb: 'Granular nutrient for balanced crop nutrition in Canada.' },
  { name: 'PROTIVATE', family: 'seed-enhancer', regionIds: [2, 3], blurb: 'Seed enhancer for early crop growth and emergence.' },
  { name: 'NU4-DRI', family: 'seed-enhancer', regionIds: [2], blurb: 'Dry seed treatment for on-farm and at-planter application.' },
  { name: 'NU5-DRI', family: 'seed-enhancer', regionIds: [2], blurb: 'Dry seed treatment with five nutrients for on-farm application.' },
  { name: 'NU5-LUX', family: 'seed-enhancer', regionIds: [2], blurb: 'Seed enhancer applied by the seed treater.' },
  { name: 'ROCKET SEEDS', family: 'seed-enhancer', regionIds: [3], blurb: 'Seed enhancement for Canadian growers, now PROTIVATE.' },
];

export const labelTitle = (product: string) => `${product} Label`;
export const sdsTitle = (product: string) => `${product} SDS`;
