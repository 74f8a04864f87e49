import type { ContentItem, ContentKind, ContentSnapshot, TranslationState } from '@contract/content';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../../lib/fetch-saga';

/**
 * The editor's translation tools: the English source shown beside a French form, the source's changes since
 * the translation's version ("Show what changed"), and "Mark as up to date". The form itself stays in the page.
 */
export interface TranslationToolsState {
  source: { key: string | null; item: ContentItem | null; status: LoadStatus; error: string | null };
  changes: { key: string | null; older: ContentSnapshot | null; newer: ContentSnapshot | null; status: LoadStatus; error: string | null };
  mark: { baseId: number | null; status: LoadStatus; error: string | null; translation: TranslationState | null };
}

const initialState: TranslationToolsState = {
  source: { key: null, item: null, status: 'idle', error: null },
  changes: { key: null, older: null, newer: null, status: 'idle', error: null },
  mark: { baseId: null, status: 'idle', error: null, translation: null },
};

export const sourceKey = (kind: ContentKind, baseId: number) => `${kind}/${baseId}`;
export const changesKey = (kind: ContentKind, baseId: number, from: number, to: number) => `${kind}/${baseId}/${from}/${to}`;

export const translationToolsSlice = createSlice({
  name: 'translationTools',
  initialState,
  reducers: {
    sourceRequested(state, action: PayloadAction<{ kind: ContentKind; baseId: number }>) {
      const key = sourceKey(action.payload.kind, action.payload.baseId);
      if (state.source.key === key && state.source.status === 'succeeded') return;
      state.source = { key, item: null, status: 'loading', error: null };
    },
    sourceLoaded(state, action: PayloadAction<ContentItem>) {
      state.source.item = action.payload;
      state.source.status = 'succeeded';
    },
    sourceFailed(state, action: PayloadAction<FetchFailure>) {
      state.source.status = 'failed';
      state.source.error = action.payload.message;
    },
    changesRequested(state, action: PayloadAction<{ kind: ContentKind; baseId: number; from: number; to: number }>) {
      const { kind, baseId, from, to } = action.payload;
      state.changes = { key: changesKey(kind, baseId, from, to), older: null, newer: null, status: 'loading', error: null };
    },
    changesLoaded(state, action: PayloadAction<{ older: ContentSnapshot; newer: ContentSnapshot }>) {
      state.changes.older = action.payload.older;
      state.changes.newer = action.payload.newer;
      state.changes.status = 'succeeded';
    },
    changesFailed(state, action: PayloadAction<FetchFailure>) {
      state.changes.status = 'failed';
      state.changes.error = action.payload.message;
    },
    markRequested(state, action: PayloadAction<{ kind: ContentKind; baseId: number }>) {
      state.mark = { baseId: action.payload.baseId, status: 'loading', error: null, translation: null };
    },
    markSucceeded(state, action: PayloadAction<ContentItem>) {
      state.mark.status = 'succeeded';
      state.mark.translation = action.payload.translation ?? null;
      state.changes = initialState.changes;
    },
    markFailed(state, action: PayloadAction<FetchFailure>) {
      state.mark.status = 'failed';
      state.mark.error = action.payload.message;
    },
    /** The editor closed: what it showed is dropped, and a load still running stops. */
    left: () => initialState,
  },
});

export const translationToolsActions = translationToolsSlice.actions;

export const selectTranslationTools = (s: { translationTools?: TranslationToolsState }): TranslationToolsState => s.translationTools ?? initialState;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof translationToolsSlice> {}
}
