/**
 * The product selector (spec 2.5, 3, 4, 9): its seven steps, their questions and option ids,
 * the answers a visitor gives, and the solution catalogue the server serves.
 * Shared by the server (catalogue endpoint and seed) and the client (wizard).
 */

export const SELECTOR_ROUTE = '/product-selector';

/** Steps 1–7. */
export type SelectorStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const LAST_STEP: SelectorStep = 7;

/**
 * Ordered numeric answers per step (spec 3); the deficiency step holds a list of numbers.
 * Step 7 shows the solutions and takes no answer.
 */
export interface SelectorAnswers {
  1?: number;
  2?: number;
  3?: number;
  4?: number[];
  5?: number;
  6?: number;
}
export type AnswerStep = keyof SelectorAnswers & SelectorStep;

export interface SelectorOption {
  id: number;
  label: string;
  /** An explanatory line under the option (the nitrogen sources' notes about nutrient loss). */
  note?: string;
}

export interface SelectorQuestion {
  step: AnswerStep;
  /** Short name used in the chosen path on step 7. */
  name: string;
  question: string;
  multiple: boolean;
  hint?: string;
  options: SelectorOption[];
}

// Option ids, named so the rules read like the spec.
export const CHALLENGE = {
  EarlyCropGrowthEmergence: 1,
  EarlySeasonNutrition: 2,
  MicronutrientDeficiencies: 3,
  MicronutrientUseEfficiency: 4,
  NitrogenLossProtection: 5,
  NitrogenUseEfficiency: 6,
  PlanterFlowability: 7,
  ReducingEarlySeasonStress: 8,
} as const;
export const APPLICATION = { GranularFertilizers: 1, SeedEnhancer: 2 } as const;
export const CROP = {
  Corn: 1,
  Soybean: 2,
  Peas: 3,
  Lentils: 4,
  Peanuts: 5,
  Alfalfa: 6,
  Wheat: 7,
  Cotton: 8,
  Sunflowers: 9,
  Canola: 10,
  Rice: 11,
  Other: 12,
} as const;
export const DEFICIENCY = { Zinc: 1, Boron: 2, Copper: 3, Iron: 4, Manganese: 5, Magnesium: 6, Calcium: 7, BlendOfNutrients: 8 } as const;
export const ON_FARM = { Yes: 1, No: 2 } as const;
export const NITROGEN_SOURCE = { Urea: 1, UAN: 2, AnhydrousAmmonia: 3 } as const;

/** Spec 9: up to 40% of surface-applied urea can be lost by volatilization. */
export const UREA_VOLATILIZATION_NOTE = 'Up to 40% of surface-applied urea can be lost by volatilization.';

/** The questions of spec 2.5, word for word, with their option ids. */
export const SELECTOR_QUESTIONS: Record<AnswerStep, SelectorQuestion> = {
  1: {
    step: 1,
    name: 'Challenge',
    question: 'What challenge are you facing?',
    multiple: false,
    options: [
      { id: 1, label: 'Early Crop Growth Emergence' },
      { id: 2, label: 'Early Season Nutrition' },
      { id: 3, label: 'Micronutrient Deficiencies' },
      { id: 4, label: 'Micronutrient Use Efficiency' },
      { id: 5, label: 'Nitrogen Loss Protection' },
      { id: 6, label: 'Nitrogen Use Efficiency' },
      { id: 7, label: 'Planter Flowability' },
      { id: 8, label: 'Reducing Early-Season Stress' },
    ],
  },
  2: {
    step: 2,
    name: 'Application',
    question: 'How would you like to apply your nutrients?',
    multiple: false,
    options: [
      { id: 1, label: 'Granular Fertilizers' },
      { id: 2, label: 'Seed Enhancer' },
    ],
  },
  3: {
    step: 3,
    name: 'Crop',
    question: 'What crop are you growing?',
    multiple: false,
    options: [
      { id: 1, label: 'Corn' },
      { id: 2, label: 'Soybean' },
      { id: 3, label: 'Peas' },
      { id: 4, label: 'Lentils' },
      { id: 5, label: 'Peanuts' },
      { id: 6, label: 'Alfalfa' },
      { id: 7, label: 'Wheat' },
      { id: 8, label: 'Cotton' },
      { id: 9, label: 'Sunflowers' },
      { id: 10, label: 'Canola' },
      { id: 11, label: 'Rice' },
      { id: 12, label: 'Other' },
    ],
  },
  4: {
    step: 4,
    name: 'Deficiencies',
    question: 'What are you deficient in?',
    multiple: true,
    hint: 'Select all that apply',
    options: [
      { id: 1, label: 'Zinc' },
      { id: 2, label: 'Boron' },
      { id: 3, label: 'Copper' },
      { id: 4, label: 'Iron' },
      { id: 5, label: 'Manganese' },
      { id: 6, label: 'Magnesium' },
      { id: 7, label: 'Calcium' },
      { id: 8, label: 'Blend of Nutrients' },
    ],
  },
  5: {
    step: 5,
    name: 'Treating on-farm/at the planter',
    question: 'Will you be treating on-farm/at the planter?',
    multiple: false,
    options: [
      { id: 1, label: 'Yes' },
      { id: 2, label: 'No' },
    ],
  },
  6: {
    step: 6,
    name: 'Nitrogen source',
    question: 'What nitrogen source are you applying?',
    multiple: false,
    options: [
      {
        id: 1,
        label: 'Urea',
        note: `Surface-applied urea can escape to the air as ammonia until rain or tillage moves it into the soil. ${UREA_VOLATILIZATION_NOTE}`,
      },
      {
        id: 2,
        label: 'UAN',
        note: 'A liquid nitrogen solution whose nitrogen can be lost to the air by volatilization above ground and to leaching and denitrification below ground.',
      },
      {
        id: 3,
        label: 'Anhydrous Ammonia',
        note: 'Injected below ground, it converts to nitrate, which can be lost to leaching and denitrification.',
      },
    ],
  },
};

/** Codes of the solutions the step-7 rules can produce; each names one catalogue record. */
export const SOLUTION_CODE = {
  Zinc: 'zinc',
  Boron: 'boron',
  Copper: 'copper',
  Iron: 'iron',
  Manganese: 'manganese',
  Magnesium: 'magnesium',
  Calcium: 'calcium',
  CropMix: 'cropmix',
  ThreeTrax: '3-trax',
  NuTraxPPlus: 'nu-trax-p-plus',
  Nu4Dri: 'nu4-dri',
  Nu5Dri: 'nu5-dri',
  Nu5Lux: 'nu5-lux',
  Anvol: 'anvol',
  SuperU: 'superu',
  Centuro: 'centuro',
} as const;
export type SolutionCode = (typeof SOLUTION_CODE)[keyof typeof SOLUTION_CODE];

export interface GuaranteedAnalysis {
  nutrient: string;
  /** As printed, e.g. '56.5%'. */
  percent: string;
}

/** One record of the solution catalogue (GET /api/product-selector/solutions). */
export interface SelectorSolution {
  code: SolutionCode;
  /** Card title, e.g. 'WOLF TRAX Zinc DDP' or 'SUPERU'. */
  name: string;
  /** Family line above the title, e.g. 'Micronutrient Coating'. */
  family: string;
  summary: string;
  analyses: GuaranteedAnalysis[];
  /** The product page the Product Details button opens (a US product page of spec 2.1). */
  productPath: string;
  /** The productName of the product-labels record holding this product's label and SDS. */
  labelProductName: string;
  sortOrder: number;
}
