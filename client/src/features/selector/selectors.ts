import type { GuaranteedAnalysis, SelectorSolution } from '@contract/product-selector';
import { createSelector } from '@reduxjs/toolkit';

import type { SiteMessageId } from '../../lib/i18n';
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

/** Formats a message of the site's catalog (the page's `useT`). */
type Format = (id: SiteMessageId, values?: Record<string, string | number>) => string;

/**
 * A guaranteed analysis in the spec's own words, in the page's language and number format: one nutrient reads
 * 'Zinc 62%' ('Zinc 62 %'); a blend reads '17% zinc, 2% boron, 18% manganese, 1% copper, 1% iron'. The catalogue
 * prints percentages ('56.5%'); they are formatted again as numbers. A nutrient the catalog does not name keeps its name.
 */
export function analysisText(analyses: GuaranteedAnalysis[], t: Format): string {
  const nutrient = (name: string) => {
    const id = `selector.nutrient.${name.toLowerCase()}` as SiteMessageId;
    const text = t(id);
    return text === id ? name : text;
  };
  const share = (percent: string) => Number(percent.replace('%', '').replace(',', '.').trim()) / 100;
  if (analyses.length === 1) {
    const name = nutrient(analyses[0].nutrient);
    return t('selector.analysis.one', { nutrient: name.charAt(0).toLocaleUpperCase() + name.slice(1), percent: share(analyses[0].percent) });
  }
  return analyses.map((a) => t('selector.analysis.part', { nutrient: nutrient(a.nutrient).toLocaleLowerCase(), percent: share(a.percent) })).join(', ');
}
