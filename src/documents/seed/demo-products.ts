import type { ProductFamily } from '../../contract/content';
import type { RegionId } from '../../contract/regions';

/** The products that get a demo label and SDS (and a product-labels record), in display order. */
export interface DemoProduct {
  name: string;
  family: ProductFamily;
  regionIds: RegionId[];
  /** One line about the product for the generated label. */
  blurb: string;
  /** The same in French: Canadian products also get a French label and safety data sheet (WHMIS asks for both languages). */
  blurbFr?: string;
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
  {
    name: 'AGROTAIN',
    family: 'nitrogen-stabilizers',
    regionIds: [2, 3],
    blurb: 'Nitrogen stabilizer that protects surface-applied urea and UAN against volatilization.',
    blurbFr: "Stabilisateur d'azote qui protège l'urée et l'UAN appliqués en surface contre la volatilisation.",
  },
  {
    name: 'ANVOL',
    family: 'nitrogen-stabilizers',
    regionIds: [2, 3],
    blurb: 'Dual-action nitrogen stabilizer for urea and UAN above ground.',
    blurbFr: "Stabilisateur d'azote à double action pour l'urée et l'UAN en surface.",
  },
  {
    name: 'CENTURO',
    family: 'nitrogen-stabilizers',
    regionIds: [2, 3],
    blurb: 'Nitrification inhibitor that protects nitrogen below ground.',
    blurbFr: "Inhibiteur de nitrification qui protège l'azote dans le sol.",
  },
  {
    name: 'SUPERU',
    family: 'nitrogen-stabilizers',
    regionIds: [2, 3],
    blurb: 'Stabilized nitrogen fertilizer protected above and below ground.',
    blurbFr: 'Engrais azoté stabilisé, protégé en surface et dans le sol.',
  },
  {
    name: 'TRIBUNE',
    family: 'nitrogen-stabilizers',
    regionIds: [3],
    blurb: 'Urease inhibitor for surface-applied urea in Canada.',
    blurbFr: "Inhibiteur de l'uréase pour l'urée appliquée en surface au Canada.",
  },
  {
    name: 'WOLF TRAX',
    family: 'micronutrients',
    regionIds: [2, 3],
    blurb: 'DDP micronutrient coatings for granular fertilizer blends.',
    blurbFr: "Enrobages d'oligoéléments DDP pour les mélanges d'engrais granulaires.",
  },
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
  { name: 'NITAMIN', family: 'micronutrients', regionIds: [3], blurb: 'Foliar nitrogen nutrition for Canadian growers.', blurbFr: 'Azote foliaire pour les producteurs canadiens.' },
  {
    name: 'SYNTHOS',
    family: 'micronutrients',
    regionIds: [3],
    blurb: 'Granular nutrient for balanced crop nutrition in Canada.',
    blurbFr: 'Engrais granulaire pour une nutrition équilibrée des cultures au Canada.',
  },
  {
    name: 'PROTIVATE',
    family: 'seed-enhancer',
    regionIds: [2, 3],
    blurb: 'Seed enhancer for early crop growth and emergence.',
    blurbFr: 'Traitement de semences nutritif pour la levée et la croissance en début de saison.',
  },
  { name: 'NU4-DRI', family: 'seed-enhancer', regionIds: [2], blurb: 'Dry seed treatment for on-farm and at-planter application.' },
  { name: 'NU5-DRI', family: 'seed-enhancer', regionIds: [2], blurb: 'Dry seed treatment with five nutrients for on-farm application.' },
  { name: 'NU5-LUX', family: 'seed-enhancer', regionIds: [2], blurb: 'Seed enhancer applied by the seed treater.' },
  {
    name: 'ROCKET SEEDS',
    family: 'seed-enhancer',
    regionIds: [3],
    blurb: 'Seed enhancement for Canadian growers, now PROTIVATE.',
    blurbFr: 'Traitement de semences pour les producteurs canadiens, maintenant vendu sous le nom PROTIVATE.',
  },
];

export const labelTitle = (product: string) => `${product} Label`;
export const sdsTitle = (product: string) => `${product} SDS`;
/** The French versions' titles (the library lists them beside the English ones, as language versions). */
export const frenchLabelTitle = (product: string) => `${product} — Étiquette`;
export const frenchSdsTitle = (product: string) => `${product} — Fiche de données de sécurité`;
