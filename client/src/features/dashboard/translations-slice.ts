import type { TranslationsDue } from '@contract/content';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../lib/fetch-saga';

/** The dashboard's "Translations" card: Canada items whose French version is missing or outdated. */
export interface TranslationsDueState {
  due: TranslationsDue | null;
  status: LoadStatus;
  error: string | null;
}

const initialState: TranslationsDueState = { due: null, status: 'idle', error: null };

export const translationsDueSlice = createSlice({
  name: 'translationsDue',
  initialState,
  reducers: {
    cardShown(state) {
      state.status = 'loading';
      state.error = null;
    },
    cardLeft() {},
    dueLoaded(state, action: PayloadAction<TranslationsDue>) {
      state.due = action.payload;
      state.status = 'succeeded';
    },
    dueFailed(state, action: PayloadAction<FetchFailure>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
});

export const translationsDueActions = translationsDueSlice.actions;

export const selectTranslationsDue = (s: { translationsDue?: TranslationsDueState }): TranslationsDueState => s.translationsDue ?? initialState;

// Injected when the card's code loads.
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof translationsDueSlice> {}
}
