import { SelectorSolution, SOLUTION_CODE } from '../contract/product-selector';

const WOLF_TRAX = 'WOLF TRAX Micronutrient Coating';
const deficiencySummary = (nutrient: string) =>
  `Coats every granule of your dry fertilizer with ${nutrient.toLowerCase()}, so the nutrient reaches more of the root zone across the whole field.`;
const deficiency = (code: SelectorSolution['code'], nutrient: string, percent: string, sortOrder: number): SelectorSolution => ({
  code,
  name: `WOLF TRAX ${nutrient} DDP`,
  family: WOLF_TRAX,
  summary: deficiencySummary(nutrient),
  analyses: [{ nutrient, percent }],
  productPath: '/wolf-trax',
  labelProductName: `WOLF TRAX ${nutrient} DDP`,
  sortOrder,
});

/**
 * The seed of the selector's solution catalogue: spec 9's guaranteed analyses, each product's page
 * (the closest US product page of spec 2.1) and the productName of its product-labels record.
 */
export const SOLUTION_CATALOGUE: SelectorSolution[] = [
  deficiency(SOLUTION_CODE.Zinc, 'Zinc', '62%', 10),
  deficiency(SOLUTION_CODE.Boron, 'Boron', '18%', 20),
  deficiency(SOLUTION_CODE.Copper, 'Copper', '56.5%', 30),
  deficiency(SOLUTION_CODE.Iron, 'Iron', '46.5%', 40),
  deficiency(SOLUTION_CODE.Manganese, 'Manganese', '33%', 50),
  deficiency(SOLUTION_CODE.Magnesium, 'Magnesium', '30%', 60),
  deficiency(SOLUTION_CODE.Calcium, 'Calcium', '27%', 70),
  {
    code: SOLUTION_CODE.CropMix,
    name: 'CROPMIX',
    family: WOLF_TRAX,
    summary: 'A balanced blend of five micronutrients in one coating, for fields that need more than one nutrient.',
    analyses: [
      { nutrient: 'Zinc', percent: '17%' },
      { nutrient: 'Boron', percent: '2%' },
      { nutrient: 'Manganese', percent: '18%' },
      { nutrient: 'Copper', percent: '1%' },
      { nutrient: 'Iron', percent: '1%' },
    ],
    productPath: '/wolf-trax',
    labelProductName: 'CROPMIX',
    sortOrder: 80,
  },
  {
    code: SOLUTION_CODE.ThreeTrax,
    name: '3-TRAX',
    family: WOLF_TRAX,
    summary: 'Zinc, boron and manganese together in one coating for corn, wheat, cotton and canola rotations.',
    analyses: [
      { nutrient: 'Zinc', percent: '26%' },
      { nutrient: 'Boron', percent: '3%' },
      { nutrient: 'Manganese', percent: '13%' },
    ],
    productPath: '/wolf-trax',
    labelProductName: '3-TRAX',
    sortOrder: 90,
  },
  {
    code: SOLUTION_CODE.NuTraxPPlus,
    name: 'NU-TRAX P+',
    family: WOLF_TRAX,
    summary: 'Phosphate with zinc and manganese close to the seed, for strong early growth and less early-season stress.',
    analyses: [
      { nutrient: 'Zinc', percent: '20%' },
      { nutrient: 'Phosphate', percent: '25%' },
      { nutrient: 'Manganese', percent: '5%' },
      { nutrient: 'Nitrogen', percent: '4%' },
    ],
    productPath: '/wolf-trax',
    labelProductName: 'NU-TRAX P+',
    sortOrder: 100,
  },
  {
    code: SOLUTION_CODE.Nu4Dri,
    name: 'NU4-DRI',
    family: 'Seed Enhancer',
    summary: 'A dry seed enhancer you apply on-farm or at the planter, for faster, more even emergence.',
    analyses: [],
    productPath: '/protivate',
    labelProductName: 'NU4-DRI',
    sortOrder: 110,
  },
  {
    code: SOLUTION_CODE.Nu5Dri,
    name: 'NU5-DRI',
    family: 'Seed Enhancer',
    summary: 'A dry seed enhancer with an extra nutrient, applied on-farm or at the planter, for vigorous early growth.',
    analyses: [],
    productPath: '/protivate',
    labelProductName: 'NU5-DRI',
    sortOrder: 120,
  },
  {
    code: SOLUTION_CODE.Nu5Lux,
    name: 'NU5-LUX',
    family: 'Seed Enhancer',
    summary: 'A liquid seed enhancer your retailer or seed company applies with the seed treatment, so seed arrives ready to plant.',
    analyses: [],
    productPath: '/protivate',
    labelProductName: 'NU5-LUX',
    sortOrder: 130,
  },
  {
    code: SOLUTION_CODE.Anvol,
    name: 'ANVOL',
    family: 'Nitrogen Stabilizer',
    summary: 'Protects surface-applied nitrogen above ground against loss by ammonia volatilization, for longer than standard protection.',
    analyses: [],
    productPath: '/anvol',
    labelProductName: 'ANVOL',
    sortOrder: 140,
  },
  {
    code: SOLUTION_CODE.SuperU,
    name: 'SUPERU',
    family: 'Nitrogen Stabilizer',
    summary: 'Nitrogen fertilizer with protection built into every granule, against volatilization above ground and leaching and denitrification below.',
    analyses: [],
    productPath: '/superu',
    labelProductName: 'SUPERU',
    sortOrder: 150,
  },
  {
    code: SOLUTION_CODE.Centuro,
    name: 'CENTURO',
    family: 'Nitrogen Stabilizer',
    summary: 'Keeps nitrogen in the ammonium form longer below ground, protecting against leaching and denitrification.',
    analyses: [],
    productPath: '/centuro',
    labelProductName: 'CENTURO',
    sortOrder: 160,
  },
];
