import { AnswerStep, SELECTOR_QUESTIONS, SelectorAnswers, SelectorStep, SolutionCode } from '@contract/product-selector';

import { parseSelectorQuery, selectorQuery } from './query';
import { backStep, chooseAnswer, chosenPath, isAnswered, nextStep, normalize, solutionsFor, toggleDeficiency, visibleOptions } from './rules';

/*
 * The spec's tables (sections 2.5 and 4), written out independently of rules.ts.
 * Every reachable combination of answers is walked and checked against them.
 */

// Step 2 options: Granular Fertilizers hidden when the challenge is 7.
const APPLICATION_LABELS = (challenge: number) => (challenge === 7 ? ['Seed Enhancer'] : ['Granular Fertilizers', 'Seed Enhancer']);

// Step 3 options: restricted when the application is granular or the challenge is 5 or 6.
const CROPS_UNRESTRICTED = ['Corn', 'Soybean', 'Peas', 'Lentils', 'Peanuts', 'Alfalfa', 'Wheat', 'Cotton', 'Sunflowers', 'Canola'];
const CROPS_RESTRICTED = ['Corn', 'Wheat', 'Cotton', 'Canola', 'Rice', 'Other'];

// Transitions: [step, condition on the answers, next step]. Exactly one row must match.
const N = (a: SelectorAnswers) => a[1] === 5 || a[1] === 6;
const NEXT_TABLE: [SelectorStep, (a: SelectorAnswers) => boolean, SelectorStep][] = [
  [1, (a) => N(a), 3],
  [1, (a) => !N(a), 2],
  [2, () => true, 3],
  [3, (a) => N(a), 6],
  [3, (a) => !N(a) && a[2] === 2, 5],
  [3, (a) => !N(a) && a[2] === 1, 4],
  [4, (a) => a[2] === 1, 7],
  [5, () => true, 7],
  [6, () => true, 7],
];

// Solutions: nitrogen paths (challenge/source), seed enhancer paths (step 5), granular extras by challenge.
const NITROGEN_SOLUTIONS: Record<string, SolutionCode[]> = {
  '5/1': ['superu'],
  '5/2': ['centuro'],
  '5/3': ['centuro'],
  '6/1': ['anvol', 'superu'],
  '6/2': ['anvol', 'centuro'],
  '6/3': ['centuro'],
};
const SEED_SOLUTIONS: Record<number, SolutionCode[]> = { 1: ['nu4-dri', 'nu5-dri'], 2: ['nu5-lux'] };
const DEFICIENCY_CARD: Record<number, SolutionCode | null> = {
  1: 'zinc',
  2: 'boron',
  3: 'copper',
  4: 'iron',
  5: 'manganese',
  6: 'magnesium',
  7: 'calcium',
  8: null,
};
const GRANULAR_EXTRAS = (challenge: number): SolutionCode[] => (challenge === 1 || challenge === 8 ? ['cropmix', '3-trax', 'nu-trax-p-plus'] : ['cropmix', '3-trax']);

function expectedSolutions(a: SelectorAnswers): SolutionCode[] {
  if (N(a)) return NITROGEN_SOLUTIONS[`${a[1]}/${a[6]}`];
  if (a[2] === 2) return SEED_SOLUTIONS[a[5]!];
  const cards = (a[4] ?? []).map((d) => DEFICIENCY_CARD[d]).filter((c): c is SolutionCode => c !== null);
  return [...cards, ...GRANULAR_EXTRAS(a[1]!)];
}

function expectedLabels(step: AnswerStep, a: SelectorAnswers): string[] {
  if (step === 2) return APPLICATION_LABELS(a[1]!);
  if (step === 3) return a[2] === 1 || N(a) ? CROPS_RESTRICTED : CROPS_UNRESTRICTED;
  return SELECTOR_QUESTIONS[step].options.map((o) => o.label);
}

/** Every non-empty subset of the eight deficiencies. */
const SUBSETS: number[][] = Array.from({ length: 255 }, (_, m) => [1, 2, 3, 4, 5, 6, 7, 8].filter((_, i) => (m + 1) & (1 << i)));

interface Walk {
  answers: SelectorAnswers;
  path: SelectorStep[];
}

/** Walks every reachable combination of answers, checking each step on the way. */
function walkAll(): Walk[] {
  const done: Walk[] = [];
  const visit = (step: SelectorStep, a: SelectorAnswers, path: SelectorStep[]) => {
    if (step === 7) {
      done.push({ answers: a, path: [...path, 7] });
      return;
    }
    const s = step;
    const options = visibleOptions(s, a);
    expect(options.map((o) => o.label)).toEqual(expectedLabels(s, a));
    // Next appears only once an answer is chosen.
    expect(isAnswered(s, a)).toBe(false);
    expect(nextStep(s, a)).toBeNull();
    const choices: (number | number[])[] = s === 4 ? SUBSETS : options.map((o) => o.id);
    for (const choice of choices) {
      const answered = chooseAnswer(a, s, choice);
      expect(isAnswered(s, answered)).toBe(true);
      const rows = NEXT_TABLE.filter(([from, when]) => from === s && when(answered));
      expect(rows).toHaveLength(1);
      const next = nextStep(s, answered)!;
      expect(next).toBe(rows[0][2]);
      // Back mirrors the skips: Back from where Next went comes back here.
      expect(backStep(next, answered)).toBe(s);
      visit(next, answered, [...path, s]);
    }
  };
  visit(1, {}, []);
  return done;
}

describe('product selector rules (spec 2.5 and 4)', () => {
  const walks = walkAll();

  it('reaches step 7 by every combination of answers the wizard allows', () => {
    // Challenges 1–4 and 8: granular (6 crops × 255 deficiency sets) + seed enhancer (10 crops × 2);
    // challenge 7: seed enhancer only (10 × 2); challenges 5 and 6: 6 crops × 3 nitrogen sources.
    expect(walks).toHaveLength(5 * (6 * 255 + 10 * 2) + 10 * 2 + 2 * 6 * 3);
  });

  it('shows the solution set of the spec table on step 7 for every path', () => {
    for (const w of walks) expect(solutionsFor(w.answers)).toEqual(expectedSolutions(w.answers));
  });

  it('visits the steps of section 4 for each kind of path', () => {
    const pathOf = (p: (a: SelectorAnswers) => boolean) => [...new Set(walks.filter((w) => p(w.answers)).map((w) => w.path.join('>')))];
    expect(pathOf((a) => N(a))).toEqual(['1>3>6>7']);
    expect(pathOf((a) => !N(a) && a[2] === 1)).toEqual(['1>2>3>4>7']);
    expect(pathOf((a) => !N(a) && a[2] === 2)).toEqual(['1>2>3>5>7']);
  });

  it('goes back from step 7 along the chosen path to step 1', () => {
    for (const w of walks.filter((_, i) => i % 37 === 0)) {
      const back: SelectorStep[] = [7];
      let s: SelectorStep | null = 7;
      while ((s = backStep(s, w.answers))) back.push(s);
      expect(back.reverse()).toEqual(w.path);
    }
  });

  it('survives a round trip through the URL on every path', () => {
    for (const w of walks) {
      const q = selectorQuery(7, w.answers);
      expect(parseSelectorQuery(q)).toEqual({ step: 7, answers: w.answers });
    }
  });

  it('adds a card per chosen deficiency and none for the blend (zinc + boron + blend)', () => {
    const a: SelectorAnswers = { 1: 3, 2: 1, 3: 1, 4: [1, 2, 8] };
    expect(solutionsFor(a)).toEqual(['zinc', 'boron', 'cropmix', '3-trax']);
    expect(solutionsFor({ ...a, 1: 1 })).toEqual(['zinc', 'boron', 'cropmix', '3-trax', 'nu-trax-p-plus']);
  });

  it('shows no solutions for an incomplete path', () => {
    expect(solutionsFor({ 1: 5, 3: 1 })).toEqual([]);
    expect(solutionsFor({})).toEqual([]);
  });

  it('describes the chosen path with the option labels', () => {
    expect(chosenPath({ 1: 6, 3: 11, 6: 2 })).toEqual([
      { step: 1, name: 'Challenge', answer: 'Nitrogen Use Efficiency', ids: [6] },
      { step: 3, name: 'Crop', answer: 'Rice', ids: [11] },
      { step: 6, name: 'Nitrogen source', answer: 'UAN', ids: [2] },
    ]);
    expect(chosenPath({ 1: 2, 2: 1, 3: 7, 4: [8, 1] }).map((p) => p.answer)).toEqual(['Early Season Nutrition', 'Granular Fertilizers', 'Wheat', 'Zinc, Blend of Nutrients']);
  });
});

describe('answers and the URL', () => {
  it('clears the later answers when an earlier answer changes, and keeps them when it does not', () => {
    const a: SelectorAnswers = { 1: 5, 3: 1, 6: 1 };
    expect(chooseAnswer(a, 1, 5)).toBe(a);
    expect(chooseAnswer(a, 1, 6)).toEqual({ 1: 6 });
    expect(chooseAnswer(a, 3, 7)).toEqual({ 1: 5, 3: 7 });
  });

  it('toggles deficiencies in and out of the list; an empty list is unanswered', () => {
    let a: SelectorAnswers = { 1: 3, 2: 1, 3: 1 };
    a = toggleDeficiency(a, 2);
    a = toggleDeficiency(a, 1);
    expect(a[4]).toEqual([1, 2]);
    a = toggleDeficiency(a, 2);
    a = toggleDeficiency(a, 1);
    expect(a[4]).toBeUndefined();
    expect(isAnswered(4, a)).toBe(false);
  });

  it('drops answers that a shared or hand-edited link cannot have', () => {
    // Granular is hidden for challenge 7; Soybean is hidden for challenge 5; Rice is not offered with the seed enhancer.
    expect(normalize(7, { 1: 7, 2: 1, 3: 1, 4: [1] })).toEqual({ step: 2, answers: { 1: 7 } });
    expect(normalize(7, { 1: 5, 3: 2, 6: 1 })).toEqual({ step: 3, answers: { 1: 5 } });
    expect(normalize(5, { 1: 2, 2: 2, 3: 11 })).toEqual({ step: 3, answers: { 1: 2, 2: 2 } });
    // A step off the path (step 2 after challenge 5) falls back to the furthest reachable step.
    expect(normalize(2, { 1: 5 })).toEqual({ step: 3, answers: { 1: 5 } });
    // An answer for a skipped step is dropped.
    expect(normalize(7, { 1: 6, 2: 1, 3: 1, 6: 2 })).toEqual({ step: 7, answers: { 1: 6, 3: 1, 6: 2 } });
  });

  it('reads and writes the query string', () => {
    expect(selectorQuery(1, {})).toBe('');
    expect(selectorQuery(7, { 1: 3, 2: 1, 3: 1, 4: [8, 2, 1] })).toBe('?step=7&challenge=3&application=1&crop=1&deficiencies=1,2,8');
    expect(parseSelectorQuery('?step=7&challenge=3&application=1&crop=1&deficiencies=8,1,2,2')).toEqual({ step: 7, answers: { 1: 3, 2: 1, 3: 1, 4: [1, 2, 8] } });
    expect(parseSelectorQuery('?step=9&challenge=x')).toEqual({ step: 1, answers: {} });
    expect(parseSelectorQuery('')).toEqual({ step: 1, answers: {} });
  });
});
