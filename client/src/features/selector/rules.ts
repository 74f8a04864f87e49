import {
  AnswerStep,
  APPLICATION,
  CHALLENGE,
  CROP,
  DEFICIENCY,
  NITROGEN_SOURCE,
  ON_FARM,
  SELECTOR_QUESTIONS,
  SelectorAnswers,
  SelectorOption,
  SelectorStep,
  SOLUTION_CODE,
  SolutionCode,
} from '@contract/product-selector';

/**
 * The product selector's rules (spec 2.5 and 4), with no UI: which options show, where Next and
 * Back go, and which solutions step 7 shows. Each table below reads like the spec's own lines.
 */

const isNitrogenChallenge = (a: SelectorAnswers) => a[1] === CHALLENGE.NitrogenLossProtection || a[1] === CHALLENGE.NitrogenUseEfficiency;
const isGranular = (a: SelectorAnswers) => a[2] === APPLICATION.GranularFertilizers;
const isSeedEnhancer = (a: SelectorAnswers) => a[2] === APPLICATION.SeedEnhancer;

// ---- Hide/show (spec 2.5) ----

/** Crops hidden when the application is granular or the challenge is 5 or 6 … */
const RESTRICTED_HIDDEN_CROPS: number[] = [CROP.Soybean, CROP.Peas, CROP.Lentils, CROP.Peanuts, CROP.Alfalfa, CROP.Sunflowers];
/** … and the crops shown only in that restricted case. */
const RESTRICTED_ONLY_CROPS: number[] = [CROP.Rice, CROP.Other];

/** The crop list is restricted when the application is granular or the challenge is 5 or 6. */
export const isCropListRestricted = (a: SelectorAnswers) => isGranular(a) || isNitrogenChallenge(a);

const OPTION_VISIBLE: { [S in AnswerStep]: (id: number, a: SelectorAnswers) => boolean } = {
  1: () => true,
  // Granular Fertilizers is hidden when the challenge is 7 (Planter Flowability).
  2: (id, a) => !(id === APPLICATION.GranularFertilizers && a[1] === CHALLENGE.PlanterFlowability),
  3: (id, a) => (isCropListRestricted(a) ? !RESTRICTED_HIDDEN_CROPS.includes(id) : !RESTRICTED_ONLY_CROPS.includes(id)),
  4: () => true,
  5: () => true,
  6: () => true,
};

/** The options shown at a step for the answers given so far. */
export function visibleOptions(step: AnswerStep, a: SelectorAnswers): SelectorOption[] {
  return SELECTOR_QUESTIONS[step].options.filter((o) => OPTION_VISIBLE[step](o.id, a));
}

export function isOptionVisible(step: AnswerStep, id: number, a: SelectorAnswers): boolean {
  return SELECTOR_QUESTIONS[step].options.some((o) => o.id === id) && OPTION_VISIBLE[step](id, a);
}

/** A step is answered when it holds a shown option (the deficiency step: at least one). Next appears only then. */
export function isAnswered(step: SelectorStep, a: SelectorAnswers): boolean {
  if (step === 7) return false;
  if (step === 4) {
    const list = a[4];
    return Array.isArray(list) && list.length > 0 && list.every((id) => isOptionVisible(4, id, a));
  }
  const v = a[step];
  return typeof v === 'number' && isOptionVisible(step, v, a);
}

// ---- Transitions (spec 4, "Product selector") ----

/** Next: where an answered step goes. */
const NEXT: { [S in AnswerStep]: (a: SelectorAnswers) => SelectorStep } = {
  // Answer 5 or 6 at step 1 skips to step 3; otherwise go to step 2.
  1: (a) => (isNitrogenChallenge(a) ? 3 : 2),
  2: () => 3,
  // After step 3: challenge 5 or 6 goes to step 6; application seed enhancer goes to step 5; otherwise step 4.
  3: (a) => (isNitrogenChallenge(a) ? 6 : isSeedEnhancer(a) ? 5 : 4),
  // After step 4 (granular) go to 7; after step 5 go to 7; after step 6 go to 7.
  4: () => 7,
  5: () => 7,
  6: () => 7,
};

/** Back mirrors the skips. */
const BACK: { [S in SelectorStep]: (a: SelectorAnswers) => SelectorStep | null } = {
  1: () => null,
  2: () => 1,
  // From step 3 after challenge 5 or 6 back goes to step 1.
  3: (a) => (isNitrogenChallenge(a) ? 1 : 2),
  4: () => 3,
  // From step 5 back goes to step 3.
  5: () => 3,
  6: () => 3,
  7: (a) => (isNitrogenChallenge(a) ? 6 : isSeedEnhancer(a) ? 5 : 4),
};

/** The step Next goes to, or null while the step is unanswered (and at step 7). */
export function nextStep(step: SelectorStep, a: SelectorAnswers): SelectorStep | null {
  if (step === 7 || !isAnswered(step, a)) return null;
  return NEXT[step](a);
}

/** The step Back goes to, or null at step 1 (Back then leaves the selector). */
export function backStep(step: SelectorStep, a: SelectorAnswers): SelectorStep | null {
  return BACK[step](a);
}

// ---- Solution rules at step 7 (spec 4) ----

const DEFICIENCY_SOLUTION: Record<number, SolutionCode | null> = {
  [DEFICIENCY.Zinc]: SOLUTION_CODE.Zinc,
  [DEFICIENCY.Boron]: SOLUTION_CODE.Boron,
  [DEFICIENCY.Copper]: SOLUTION_CODE.Copper,
  [DEFICIENCY.Iron]: SOLUTION_CODE.Iron,
  [DEFICIENCY.Manganese]: SOLUTION_CODE.Manganese,
  [DEFICIENCY.Magnesium]: SOLUTION_CODE.Magnesium,
  [DEFICIENCY.Calcium]: SOLUTION_CODE.Calcium,
  // The blend option shows no card of its own.
  [DEFICIENCY.BlendOfNutrients]: null,
};

/** Each rule: when it applies, and the cards it adds (in this order). */
const SOLUTION_RULES: { when: (a: SelectorAnswers) => boolean; add: (a: SelectorAnswers) => SolutionCode[] }[] = [
  // Granular: a card per chosen deficiency, plus CROPMIX and 3-TRAX …
  {
    when: isGranular,
    add: (a) => [
      ...[...(a[4] ?? [])]
        .sort((x, y) => x - y)
        .map((d) => DEFICIENCY_SOLUTION[d])
        .filter((c): c is SolutionCode => !!c),
      SOLUTION_CODE.CropMix,
      SOLUTION_CODE.ThreeTrax,
    ],
  },
  // … NU-TRAX P+ is added when the challenge is 1 or 8.
  {
    when: (a) => isGranular(a) && (a[1] === CHALLENGE.EarlyCropGrowthEmergence || a[1] === CHALLENGE.ReducingEarlySeasonStress),
    add: () => [SOLUTION_CODE.NuTraxPPlus],
  },
  // Seed enhancer with on-farm treatment (step 5 = 1): NU4-DRI and NU5-DRI.
  { when: (a) => isSeedEnhancer(a) && a[5] === ON_FARM.Yes, add: () => [SOLUTION_CODE.Nu4Dri, SOLUTION_CODE.Nu5Dri] },
  // Seed enhancer with step 5 = 2: NU5-LUX.
  { when: (a) => isSeedEnhancer(a) && a[5] === ON_FARM.No, add: () => [SOLUTION_CODE.Nu5Lux] },
  // ANVOL: challenge 6 with nitrogen source 1 or 2.
  {
    when: (a) => a[1] === CHALLENGE.NitrogenUseEfficiency && (a[6] === NITROGEN_SOURCE.Urea || a[6] === NITROGEN_SOURCE.UAN),
    add: () => [SOLUTION_CODE.Anvol],
  },
  // SUPERU: nitrogen source 1.
  { when: (a) => a[6] === NITROGEN_SOURCE.Urea, add: () => [SOLUTION_CODE.SuperU] },
  // CENTURO: nitrogen source 2 or 3.
  { when: (a) => a[6] === NITROGEN_SOURCE.UAN || a[6] === NITROGEN_SOURCE.AnhydrousAmmonia, add: () => [SOLUTION_CODE.Centuro] },
];

/** The solution cards of step 7, in display order. Only answers on the chosen path count; an incomplete path has none. */
export function solutionsFor(answers: SelectorAnswers): SolutionCode[] {
  const { path, answers: a } = walk(answers);
  if (path[path.length - 1] !== 7) return [];
  return SOLUTION_RULES.filter((r) => r.when(a)).flatMap((r) => r.add(a));
}

// ---- The path through the wizard ----

/**
 * Follows the answers from step 1: keeps each answer that is valid where it stands and stops at the
 * first unanswered step (or step 7). Answers off that path are dropped.
 */
export function walk(answers: SelectorAnswers): { path: SelectorStep[]; answers: SelectorAnswers } {
  const kept: SelectorAnswers = {};
  const path: SelectorStep[] = [];
  let step: SelectorStep = 1;
  for (;;) {
    path.push(step);
    if (step === 7) break;
    const value = answers[step];
    if (value === undefined) break;
    // Visibility of this step's options depends only on earlier answers, which `kept` already holds.
    (kept as Record<number, unknown>)[step] = step === 4 ? [...(value as number[])] : value;
    if (!isAnswered(step, kept)) {
      delete (kept as Record<number, unknown>)[step];
      break;
    }
    step = NEXT[step](kept);
  }
  return { path, answers: kept };
}

/** Makes a (possibly hand-edited or stale) step and answers consistent: the step must lie on the walked path. */
export function normalize(step: SelectorStep, answers: SelectorAnswers): { step: SelectorStep; answers: SelectorAnswers } {
  const w = walk(answers);
  return { step: w.path.includes(step) ? step : w.path[w.path.length - 1], answers: w.answers };
}

/** The answered steps before `step` on the path, for the "chosen path" of step 7. */
export function chosenPath(answers: SelectorAnswers): { step: AnswerStep; name: string; answer: string; ids: number[] }[] {
  const { path, answers: a } = walk(answers);
  return path
    .filter((s): s is AnswerStep => s !== 7 && a[s] !== undefined)
    .map((s) => {
      const q = SELECTOR_QUESTIONS[s];
      const ids = s === 4 ? (a[4] ?? []) : [a[s] as number];
      const chosen = q.options.filter((o) => ids.includes(o.id));
      return { step: s, name: q.name, answer: chosen.map((o) => o.label).join(', '), ids: chosen.map((o) => o.id) };
    });
}

/** Choosing an answer replaces it; a changed answer clears the later steps, whose options may no longer apply. */
export function chooseAnswer(answers: SelectorAnswers, step: AnswerStep, value: number | number[]): SelectorAnswers {
  const same = Array.isArray(value) ? sameList(answers[4], value) : answers[step] === value;
  if (same) return answers;
  const out: SelectorAnswers = {};
  for (const s of [1, 2, 3, 4, 5, 6] as AnswerStep[]) {
    if (s < step && answers[s] !== undefined) (out as Record<number, unknown>)[s] = answers[s];
  }
  if (!(Array.isArray(value) && value.length === 0)) (out as Record<number, unknown>)[step] = Array.isArray(value) ? [...value].sort((x, y) => x - y) : value;
  return out;
}

/** The deficiency step is a multi-select: a click adds or removes one nutrient. */
export function toggleDeficiency(answers: SelectorAnswers, id: number): SelectorAnswers {
  const list = answers[4] ?? [];
  return chooseAnswer(answers, 4, list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
}

function sameList(a: number[] | undefined, b: number[]): boolean {
  if (!a) return b.length === 0;
  if (a.length !== b.length) return false;
  const sa = [...a].sort((x, y) => x - y);
  const sb = [...b].sort((x, y) => x - y);
  return sa.every((x, i) => x === sb[i]);
}
