import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { RegionId } from '@contract/regions';
import type { DocumentPublicInfo } from '@contract/documents';
import type { LabelRow } from './product-labels';

/** Public /product-labels state: the labels of one region and facts about their files. */
export interface ProductLabelsState {
  region: RegionId | null;
  rows: LabelRow[];
  files: Record<string, Pick<DocumentPublicInfo, 'contentType' | 'size' | 'updated'>>;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
}

export const initialProductLabelsState: ProductLabelsState = { region: null, rows: [], files: {}, status: 'idle', error: null };

const slice = createSlice({
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
});

export const productLabelsActions = slice.actions;
export const productLabelsReducer = slice.reducer;
