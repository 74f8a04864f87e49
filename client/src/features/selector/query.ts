import { AnswerStep, SelectorAnswers, SelectorStep } from '@contract/product-selector';

import { nextStep, normalize } from './rules';

/**
 * The selector's URL: the step and the answers in the query string, so a result can be shared and the
 * browser's Back button walks the steps. Example: ?step=7&challenge=6&crop=1&nitrogenSource=2
 */
const PARAM: Record<AnswerStep, string> = {
  1: 'challenge',
  2: 'application',
  3: 'crop',
  4: 'deficiencies',
  5: 'onFarm',
  6: 'nitrogenSource',
};
const STEPS: AnswerStep[] = [1, 2, 3, 4, 5, 6];
/** The step a form sent without script was on (its Next then goes to the next step by the rules). */
export const FROM_PARAM = 'from';
/** The query parameter that carries a step's answer. */
export const answerParam = (step: AnswerStep) => PARAM[step];

const toInt = (s: string | null): number | undefined => (s !== null && /^\d{1,2}$/.test(s.trim()) ? Number(s.trim()) : undefined);

/** Reads a query string; anything malformed, stale or off the path is dropped (see normalize). */
export function parseSelectorQuery(search: string): { step: SelectorStep; answers: SelectorAnswers } {
  const q = new URLSearchParams(search);
  const answers: SelectorAnswers = {};
  for (const s of STEPS) {
    // A form sent without script repeats the name of each ticked deficiency.
    const raw = s === 4 && q.getAll(PARAM[s]).length > 1 ? q.getAll(PARAM[s]).join(',') : q.get(PARAM[s]);
    if (raw === null) continue;
    if (s === 4) {
      const ids = [...new Set(raw.split(',').map(toInt))].filter((n): n is number => n !== undefined).sort((a, b) => a - b);
      if (ids.length) answers[4] = ids;
    } else {
      const v = toInt(raw);
      if (v !== undefined) answers[s] = v;
    }
  }
  // A step's form sent without script names the step it was on (from): Next goes where the answers lead.
  const from = toInt(q.get(FROM_PARAM));
  if (from !== undefined && from >= 1 && from <= 6) {
    const n = normalize(from as SelectorStep, answers);
    return { step: nextStep(n.step, n.answers) ?? n.step, answers: n.answers };
  }
  const stepNum = toInt(q.get('step')) ?? 1;
  const step = (stepNum >= 1 && stepNum <= 7 ? stepNum : 1) as SelectorStep;
  return normalize(step, answers);
}

/** Writes the query string ('' for step 1 with no answers, so Start Over leaves a clean URL). */
export function selectorQuery(step: SelectorStep, answers: SelectorAnswers): string {
  const q = new URLSearchParams();
  if (step !== 1) q.set('step', String(step));
  for (const s of STEPS) {
    const v = answers[s];
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      if (v.length) q.set(PARAM[s], [...v].sort((a, b) => a - b).join(','));
    } else q.set(PARAM[s], String(v));
  }
  const str = q.toString().replace(/%2C/g, ',');
  return str ? `?${str}` : '';
}
