import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { RegionId } from '@contract/regions';
import type { DocumentPublicInfo } from '@contract/documents';
import { initialPageDataLoaded } from '../../lib/ssr-context';
import { LabelRow, toLabelRow } from './product-labels';

/** Public /product-labels state: the labels of one region and facts about their files. */
export interface ProductLabelsState {
  region: RegionId | null;
  rows: LabelRow[];
  files: Record<string, Pick<DocumentPublicInfo, 'contentType' | 'size' | 'updated'>>;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
}

export const initialProductLabelsState: ProductLabelsState = { region: null, rows: [], files: {}, status: 'idle', error: null };

export const productLabelsSlice = createSlice({
  name: 'productLabels',
  initialState: initialProductLabelsState,
  reducers: {
    labelsRequested(state, action: PayloadAction<RegionId>) {
      state.region = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    labelsLoaded(state, action: PayloadAction<LabelRow[]>) {
      state.rows = action.payload;
      state.status = 'succeeded';
    },
    labelsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    filesLoaded(state, action: PayloadAction<DocumentPublicInfo[]>) {
      for (const f of action.payload) state.files[f.guid] = { contentType: f.contentType, size: f.size, updated: f.updated };
    },
  },
  extraReducers: (builder) => {
    // The labels the server rendered /product-labels with (first page view).
    builder.addCase(initialPageDataLoaded, (_state, action) => {
      const d = action.payload;
      if (d?.kind !== 'product-labels') return initialProductLabelsState;
      const files: ProductLabelsState['files'] = {};
      for (const f of d.files) files[f.guid] = { contentType: f.contentType, size: f.size, updated: f.updated };
      return { region: d.region, rows: d.items.map(toLabelRow).filter((r): r is LabelRow => r !== null), files, status: 'succeeded', error: null };
    });
  },
});

export const productLabelsActions = productLabelsSlice.actions;
export const productLabelsReducer = productLabelsSlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof productLabelsSlice> {}
}
