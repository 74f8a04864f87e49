import type { GuaranteedAnalysis, SelectorSolution } from '@contract/product-selector';
import { createSelector } from '@reduxjs/toolkit';

import { solutionsFor } from './rules';
import { initialSelectorState, ProductDocuments, SELECTOR_KEY, SelectorState } from './slice';

type WithSelector = { [SELECTOR_KEY]?: SelectorState };

export const selectSelector = (s: WithSelector): SelectorState => s[SELECTOR_KEY] ?? initialSelectorState;
export const selectStep = (s: WithSelector) => selectSelector(s).step;
export const selectAnswers = (s: WithSelector) => selectSelector(s).answers;
export const selectCatalogue = (s: WithSelector) => selectSelector(s).catalogue;
export const selectDocuments = (s: WithSelector) => selectSelector(s).documents;

export interface SolutionCard {
  solution: SelectorSolution;
  documents: ProductDocuments;
}

const NO_DOCUMENTS: ProductDocuments = { labelHref: null, sdsHref: null };

/** The step-7 cards: the rules pick the codes, the catalogue gives each its data, the labels give its links. */
export const selectSolutionCards = createSelector([selectAnswers, selectCatalogue, selectDocuments], (answers, catalogue, documents): SolutionCard[] => {
  const byCode = new Map(catalogue.items.map((s) => [s.code, s]));
  return solutionsFor(answers)
    .map((code) => byCode.get(code))
    .filter((s): s is SelectorSolution => !!s)
    .map((solution) => ({ solution, documents: documents.byProductName[solution.labelProductName.toLowerCase()] ?? NO_DOCUMENTS }));
});

/**
 * A guaranteed analysis in the spec's own words: one nutrient reads 'Zinc 62%'; a blend reads
 * '17% zinc, 2% boron, 18% manganese, 1% copper, 1% iron'.
 */
export function analysisText(analyses: GuaranteedAnalysis[]): string {
  if (analyses.length === 1) return `${analyses[0].nutrient} ${analyses[0].percent}`;
  return analyses.map((a) => `${a.percent} ${a.nutrient.toLowerCase()}`).join(', ');
}
