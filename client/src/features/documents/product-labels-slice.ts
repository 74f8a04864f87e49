import { kindIdOfFamily } from '@contract/content-kinds';
import { LabelDocumentView, LabelQuery, labelQueryToSearch, LabelSearchResponse } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import { initialPageDataLoaded } from '../../lib/ssr-context';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Public /product-labels and /product-labels/{guid} state: the search for the URL's filters, and one document page. */
export interface ProductLabelsState {
  /** region + query string the results are for. */
  key: string | null;
  search: LabelSearchResponse | null;
  status: Status;
  error: string | null;
  document: { key: string | null; view: LabelDocumentView | null; status: Status; error: string | null };
  notify: { status: Status; message: string | null; errors: Record<string, string> };
}

export const searchKey = (region: RegionId, query: LabelQuery) => `${region}${labelQueryToSearch(query)}`;
export const documentKey = (guid: string, from?: number, to?: number) => `${guid.toLowerCase()}|${from ?? ''}|${to ?? ''}`;

export const initialProductLabelsState: ProductLabelsState = {
  key: null,
  search: null,
  status: 'idle',
  error: null,
  document: { key: null, view: null, status: 'idle', error: null },
  notify: { status: 'idle', message: null, errors: {} },
};

export interface SubscribePayload {
  email: string;
  products: string[];
  documents: string[];
}

export const productLabelsSlice = createSlice({
  name: 'productLabels',
  initialState: initialProductLabelsState,
  reducers: {
    searchRequested(state, action: PayloadAction<{ region: RegionId; query: LabelQuery }>) {
      state.key = searchKey(action.payload.region, action.payload.query);
      state.status = 'loading';
      state.error = null;
    },
    searchLoaded(state, action: PayloadAction<LabelSearchResponse>) {
      if (state.key !== searchKey(action.payload.region, action.payload.query)) return;
      state.search = action.payload;
      state.status = 'succeeded';
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    documentRequested(state, action: PayloadAction<{ guid: string; from?: number; to?: number }>) {
      const p = action.payload;
      state.document = { ...state.document, key: documentKey(p.guid, p.from, p.to), status: 'loading', error: null };
    },
    documentLoaded(state, action: PayloadAction<{ key: string; view: LabelDocumentView }>) {
      if (state.document.key !== action.payload.key) return;
      state.document = { key: action.payload.key, view: action.payload.view, status: 'succeeded', error: null };
    },
    documentFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      if (state.document.key !== action.payload.key) return;
      state.document = { ...state.document, view: null, status: 'failed', error: action.payload.message };
    },
    subscribeRequested(state, _action: PayloadAction<SubscribePayload>) {
      state.notify = { status: 'loading', message: null, errors: {} };
    },
    subscribeSucceeded(state, action: PayloadAction<string>) {
      state.notify = { status: 'succeeded', message: action.payload, errors: {} };
    },
    subscribeFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.notify = { status: 'failed', message: action.payload.message, errors: action.payload.errors ?? {} };
    },
    notifyReset(state) {
      state.notify = initialProductLabelsState.notify;
    },
  },
  extraReducers: (builder) => {
    // What the server rendered /product-labels or a document page with (first page view).
    builder.addCase(initialPageDataLoaded, (state, action) => {
      const d = action.payload;
      if (d?.kind === kindIdOfFamily('labels-library')) return { ...initialProductLabelsState, key: searchKey(d.search.region, d.search.query), search: d.search, status: 'succeeded' };
      if (d?.kind === 'label-document') {
        const c = d.document.compare;
        return { ...initialProductLabelsState, document: { key: documentKey(d.document.guid, c?.from, c?.to), view: d.document, status: 'succeeded', error: null } };
      }
      return state;
    });
  },
});

export const productLabelsActions = productLabelsSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof productLabelsSlice> {}
}

/** The public labels library's state (the slice is injected when its pages load). */
export const selectProductLabels = (s: { productLabels?: ProductLabelsState }): ProductLabelsState => s.productLabels ?? initialProductLabelsState;
