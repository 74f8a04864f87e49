import type { Locale } from '@contract/i18n/locale';
import type { SelectorAnswers, SelectorSolution, SelectorStep } from '@contract/product-selector';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import { initialPageDataLoaded } from '../../lib/ssr-context';
import { selectorQuery } from './query';
import { backStep, chooseAnswer, nextStep, normalize, toggleDeficiency } from './rules';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * Links to a product's label and SDS documents (from the product-labels records). On a French page each leads to
 * the French (or bilingual) version where the library has one, and is marked English only where it has none.
 */
export interface ProductDocuments {
  labelHref: string | null;
  sdsHref: string | null;
  labelEnglishOnly?: boolean;
  sdsEnglishOnly?: boolean;
}

/** The selector's state: where the visitor is, what they answered, and the data the result cards need. */
export interface SelectorState {
  step: SelectorStep;
  answers: SelectorAnswers;
  catalogue: { status: LoadStatus; items: SelectorSolution[] };
  /** Keyed by the label's productName in lower case; `locale` is the page language they were loaded for (English when absent). */
  documents: { status: LoadStatus; locale?: Locale; byProductName: Record<string, ProductDocuments> };
}

export const initialSelectorState: SelectorState = {
  step: 1,
  answers: {},
  catalogue: { status: 'idle', items: [] },
  documents: { status: 'idle', byProductName: {} },
};

export const selectorSlice = createSlice({
  name: 'selector',
  initialState: initialSelectorState,
  reducers: {
    /** The URL changed (a link, a shared result, the browser's Back/Forward): it is the truth. */
    urlChanged(state, action: PayloadAction<{ step: SelectorStep; answers: SelectorAnswers }>) {
      const n = normalize(action.payload.step, action.payload.answers);
      // Our own navigation echoes back through the URL: nothing changes then.
      if (n.step === state.step && selectorQuery(n.step, n.answers) === selectorQuery(state.step, state.answers)) return;
      state.step = n.step;
      state.answers = n.answers;
    },
    /** A single-choice option was picked on the current step. */
    optionChosen(state, action: PayloadAction<number>) {
      if (state.step === 7 || state.step === 4) return;
      state.answers = chooseAnswer(state.answers, state.step, action.payload);
    },
    /** A deficiency was ticked or unticked (multi-select). */
    deficiencyToggled(state, action: PayloadAction<number>) {
      if (state.step !== 4) return;
      state.answers = toggleDeficiency(state.answers, action.payload);
    },
    nextRequested(state) {
      const next = nextStep(state.step, state.answers);
      if (next) state.step = next;
    },
    backRequested(state) {
      const back = backStep(state.step, state.answers);
      if (back) state.step = back;
    },
    /** Start Over: step 1 with no answers. */
    startOverRequested(state) {
      state.step = 1;
      state.answers = {};
    },
    /** The wizard opened on a page in this language (English when none): the saga loads the catalogue and the documents once. */
    selectorOpened(_state, _action: PayloadAction<Locale | undefined>) {},
    catalogueRequested(state) {
      state.catalogue.status = 'loading';
    },
    catalogueLoaded(state, action: PayloadAction<SelectorSolution[]>) {
      state.catalogue = { status: 'succeeded', items: action.payload };
    },
    catalogueFailed(state) {
      state.catalogue.status = 'failed';
    },
    documentsRequested(state, action: PayloadAction<Locale>) {
      state.documents.status = 'loading';
      state.documents.locale = action.payload;
    },
    documentsLoaded(state, action: PayloadAction<Record<string, ProductDocuments>>) {
      state.documents = { status: 'succeeded', locale: state.documents.locale, byProductName: action.payload };
    },
    documentsFailed(state) {
      state.documents.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // The server rendered the page with the catalogue (every step, the results too, renders without script).
    builder.addCase(initialPageDataLoaded, (state, action) => {
      if (action.payload?.kind === 'product-selector') state.catalogue = { status: 'succeeded', items: action.payload.solutions };
    });
  },
});

export const selectorActions = selectorSlice.actions;
export const selectorReducer = selectorSlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof selectorSlice> {}
}
export const SELECTOR_KEY = 'selector';
