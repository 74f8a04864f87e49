import type { ContentSaveRequest, ProductFields } from '../../contract/content';
import type { RegionId } from '../../contract/regions';

/** One product record for each product route of spec 2.1, in our own words. */
const WOLF_TRAX_ANALYSIS = [
  { nutrient: 'Zinc', percent: '62%' },
  { nutrient: 'Boron', percent: '18%' },
  { nutrient: 'Copper', percent: '56.5%' },
  { nutrient: 'Iron', percent: '46.5%' },
  { nutrient: 'Manganese', percent: '33%' },
  { nutrient: 'Magnesium', percent: '30%' },
  { nutrient: 'Calcium', percent: '27%' },
];

const AGROTAIN: ProductFields = {
  family: 'nitrogen-stabilizers',
  brand: 'AGROTAIN',
  tagline: 'Above-ground protection for urea and UAN.',
  benefits: [
    { headline: 'Slows volatilization', text: 'A urease inhibitor keeps surface-applied nitrogen from escaping as ammonia gas.' },
    { headline: 'Flexible timing', text: 'Apply when it suits your operation instead of waiting on a rain forecast.' },
    { headline: 'Proven in the field', text: 'Backed by years of replicated trials across soils and climates.' },
  ],
  howItWorks:
    '<p>The urease enzyme in soil and residue turns urea into ammonia. AGROTAIN temporarily blocks that enzyme, giving rain or tillage time to move the nitrogen into the soil where it is safe.</p>',
  application: '<p>Treat granular urea at the retailer or add to UAN solution before application. Suited to broadcast, surface-banded and top-dress applications.</p>',
};
const ANVOL: ProductFields = {
  family: 'nitrogen-stabilizers',
  brand: 'ANVOL',
  tagline: 'Two active ingredients for longer above-ground protection.',
  benefits: [
    { headline: 'Dual-active protection', text: 'Two urease inhibitors work together to guard nitrogen longer than a single active.' },
    { headline: 'Built for tough conditions', text: 'Holds up in warm, windy and high-residue fields where losses run highest.' },
    { headline: 'More nitrogen for the crop', text: 'What stays in the field feeds yield instead of the atmosphere.' },
  ],
  howItWorks:
    '<p>ANVOL pairs two active ingredients that inhibit urease. The second active extends the protection window so nitrogen waits safely on the surface until rain arrives.</p>',
  application: '<p>Apply on granular urea or in UAN. Ideal for pre-plant, top-dress and side-dress surface applications.</p>',
};
const CENTURO: ProductFields = {
  family: 'nitrogen-stabilizers',
  brand: 'CENTURO',
  tagline: 'Below-ground protection that keeps nitrogen in the root zone.',
  benefits: [
    { headline: 'Slows nitrification', text: 'Keeps nitrogen in the stable ammonium form for longer.' },
    { headline: 'Reduces leaching and denitrification', text: 'Less nitrate sitting in wet soil means less nitrogen lost below ground.' },
    { headline: 'Easy to handle', text: 'Non-corrosive and compatible with standard application equipment.' },
  ],
  howItWorks:
    '<p>Soil bacteria convert ammonium to nitrate, which can leach or be lost as gas. CENTURO slows those bacteria so nitrogen stays in the root zone until the crop needs it.</p>',
  application: '<p>Use with anhydrous ammonia, UAN or liquid manure, in fall or spring applications.</p>',
};
const SUPERU: ProductFields = {
  family: 'nitrogen-stabilizers',
  brand: 'SUPERU',
  tagline: 'Above- and below-ground protection in one granule.',
  benefits: [
    { headline: 'Complete protection', text: 'Both a urease inhibitor and a nitrification inhibitor are built into every granule.' },
    { headline: 'One product, one pass', text: 'No on-site treating; simply apply like urea.' },
    { headline: 'Blends well', text: 'Works in dry blends with phosphorus, potassium and micronutrients.' },
  ],
  howItWorks:
    '<p>SUPERU combines two inhibitors in a single homogenous granule, protecting against volatilization on the surface and against leaching and denitrification in the soil.</p>',
  application: '<p>Broadcast pre-plant or top-dress at urea rates. Suitable for corn, wheat, rice, turf and many other crops.</p>',
};
const PROTIVATE: ProductFields = {
  family: 'seed-enhancer',
  brand: 'PROTIVATE',
  tagline: 'A stronger start from the seed up.',
  benefits: [
    { headline: 'Early vigor', text: 'Nutrients on the seed support germination and early root development.' },
    { headline: 'Even emergence', text: 'Uniform stands set up the whole season.' },
    { headline: 'Fits your system', text: 'Treat on-farm or at the planter with formulations for each setup.' },
  ],
  howItWorks: '<p>PROTIVATE coats seed with a blend of nutrients the seedling can use right away, so early growth is not held back by cold or nutrient-poor soil.</p>',
  application: '<p>Apply on-farm with seed-treating equipment or as a planter-box treatment. Compatible with many common seed treatments.</p>',
};
const WOLF_TRAX: ProductFields = {
  family: 'micronutrients',
  brand: 'WOLF TRAX',
  tagline: 'Micronutrients on every granule.',
  benefits: [
    { headline: 'Even distribution', text: 'Coats every granule of dry fertilizer so micronutrients reach every plant.' },
    { headline: 'Plant-available', text: 'Formulated to be available to roots right when the crop needs it.' },
    { headline: 'Custom blends', text: 'Zinc, boron, copper, iron, manganese, magnesium and calcium, alone or blended.' },
  ],
  howItWorks: '<p>WOLF TRAX powders stick to the surface of dry fertilizer granules, spreading micronutrients across far more feeding sites than a separate micronutrient granule.</p>',
  application: '<p>Added during dry fertilizer blending at the retailer. Choose single nutrients or blends such as CROPMIX and 3-TRAX.</p>',
  guaranteedAnalysis: WOLF_TRAX_ANALYSIS,
};
const OPTRIENT: ProductFields = {
  family: 'micronutrients',
  brand: 'OPTRIENT',
  tagline: 'Foliar nutrition that tops up the crop in season.',
  benefits: [
    { headline: 'In-season boost', text: 'Supply nitrogen and nutrients through the leaf when demand peaks.' },
    { headline: 'Low burn potential', text: 'Formulated to be gentle on foliage at labelled rates.' },
    { headline: 'Tank-mix friendly', text: 'Pairs with many crop-protection passes you are already making.' },
  ],
  howItWorks: '<p>OPTRIENT delivers nutrients through the leaf surface, bypassing soil conditions that can limit root uptake during critical growth stages.</p>',
  application: '<p>Foliar spray in season, alone or tank-mixed. Follow label rates for your crop.</p>',
};
const DUAL_PURPOSE: ProductFields = {
  family: 'seed-enhancer',
  brand: 'DUAL PURPOSE',
  tagline: 'Seed nutrition and planter flowability in one step.',
  benefits: [
    { headline: 'Nutrition on the seed', text: 'Delivers early-season nutrients right where the first roots grow.' },
    { headline: 'Smoother planting', text: 'Improves seed flow through the planter for more accurate placement.' },
    { headline: 'Pairs with PROTIVATE', text: 'Part of the PROTIVATE seed enhancement program.' },
  ],
  howItWorks: '<p>A dry seed treatment that acts as a flowability aid while coating the seed with nutrients, replacing talc or graphite in the planter box.</p>',
  application: '<p>Add to the planter box in place of talc or graphite, or apply during on-farm treating.</p>',
};
const TRIBUNE: ProductFields = {
  family: 'nitrogen-stabilizers',
  brand: 'TRIBUNE',
  tagline: 'Urease protection for Canadian urea and UAN.',
  benefits: [
    { headline: 'Guards against volatilization', text: 'Keeps broadcast nitrogen from escaping before rain moves it in.' },
    { headline: 'Made for the Prairies', text: 'Built for dry springs and cool soils.' },
    { headline: 'Simple to use', text: 'Applied to urea at the retailer or added to UAN.' },
  ],
  howItWorks: '<p>TRIBUNE slows the urease enzyme so urea stays in a stable form on the soil surface until moisture carries it into the root zone.</p>',
  application: '<p>Treat urea at the retailer or add to UAN for broadcast or surface-banded applications.</p>',
};
const ROCKET_SEEDS: ProductFields = {
  family: 'seed-enhancer',
  brand: 'ROCKET SEEDS',
  tagline: 'Now part of PROTIVATE.',
  benefits: [
    { headline: 'Same formulations', text: 'The seed enhancers you know now carry the PROTIVATE name.' },
    { headline: 'Same retailers', text: 'Available from the same Canadian retailers as before.' },
    { headline: 'Same support', text: 'Our agronomists continue to support every product.' },
  ],
  howItWorks: '<p>The former ROCKET SEEDS products coat seed with nutrients to support germination and early root growth. They are now sold as PROTIVATE.</p>',
  application: '<p>Treat seed on-farm or at the retailer, as before. See the PROTIVATE page for current product names.</p>',
};
const NITAMIN: ProductFields = {
  family: 'micronutrients',
  brand: 'NITAMIN',
  tagline: 'Efficient foliar nitrogen for Canadian crops.',
  benefits: [
    { headline: 'Efficient uptake', text: 'Nitrogen formulated for absorption through the leaf.' },
    { headline: 'Crop safe', text: 'Low salt index for reduced leaf burn.' },
    { headline: 'Fits in-crop passes', text: 'Tank-mixes with many common crop-protection products.' },
  ],
  howItWorks: '<p>NITAMIN supplies nitrogen in a form the leaf takes up readily, topping up the crop when root uptake cannot keep pace with demand.</p>',
  application: '<p>Foliar application in season. Part of the OPTRIENT foliar nutrition line in Canada.</p>',
};
const SYNTHOS: ProductFields = {
  family: 'micronutrients',
  brand: 'SYNTHOS',
  tagline: 'Balanced nutrition in a single granule.',
  benefits: [
    { headline: 'Every nutrient in every granule', text: 'Avoids the segregation that can happen in physical blends.' },
    { headline: 'Uniform spreading', text: 'Consistent granule size for an even spread pattern.' },
    { headline: 'Simplified planning', text: 'One product covers several nutrient needs.' },
  ],
  howItWorks: '<p>SYNTHOS combines several nutrients inside one granule, so each landing spot in the field receives the same balanced nutrition.</p>',
  application: '<p>Broadcast or band at seeding as part of your fertility program.</p>',
};

const product = (slug: string, region: RegionId, title: string, fields: ProductFields): ContentSaveRequest => ({
  title,
  slug,
  regionIds: [region],
  summary: fields.tagline ?? '',
  metadata: { title, desc: `${fields.brand}: ${fields.tagline ?? ''}`.trim() },
  product: fields,
});

export const PRODUCTS: ContentSaveRequest[] = [
  product('agrotain', 2, 'AGROTAIN Nitrogen Stabilizer', AGROTAIN),
  product('centuro', 2, 'CENTURO Nitrogen Stabilizer', CENTURO),
  product('superu', 2, 'SUPERU Fertilizer', SUPERU),
  product('protivate', 2, 'PROTIVATE Seed Enhancer', PROTIVATE),
  product('optrient', 2, 'OPTRIENT Foliar Nutrition', OPTRIENT),
  product('anvol', 2, 'ANVOL Nitrogen Stabilizer', ANVOL),
  product('wolf-trax', 2, 'WOLF TRAX Micronutrients', WOLF_TRAX),
  product('dual-purpose', 2, 'Dual Purpose Seed Treatment', DUAL_PURPOSE),
  product('anvol-ca', 3, 'ANVOL Nitrogen Stabilizer', ANVOL),
  product('superu-ca', 3, 'SUPERU Fertilizer', SUPERU),
  product('tribune-ca', 3, 'TRIBUNE Nitrogen Stabilizer', TRIBUNE),
  product('agrotain-ca', 3, 'AGROTAIN Nitrogen Stabilizer', AGROTAIN),
  product('protivate-ca', 3, 'PROTIVATE Seed Enhancer', PROTIVATE),
  product('wolf-trax-ca', 3, 'WOLF TRAX Micronutrients', WOLF_TRAX),
  product('centuro-ca', 3, 'CENTURO Nitrogen Stabilizer', CENTURO),
  product('rocket-seeds-ca', 3, 'ROCKET SEEDS Is Now PROTIVATE', ROCKET_SEEDS),
  product('nitamin-ca', 3, 'NITAMIN Foliar Nitrogen', NITAMIN),
  product('synthos-ca', 3, 'SYNTHOS Balanced Nutrition', SYNTHOS),
  product('dual-purpose-ca', 3, 'Dual Purpose Seed Treatment', DUAL_PURPOSE),
];
