import type { ContentSummary } from '@contract/content';
import type { RegionId } from '@contract/regions';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/** A home page's latest knowledge-center items (below the fold: asked for when the section comes near). */
export interface HomeState {
  region: RegionId | null;
  /** Null until they come; empty when there are none or they could not be loaded (the section then hides). */
  latest: ContentSummary[] | null;
}

const initialState: HomeState = { region: null, latest: null };

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    latestRequested(state, action: PayloadAction<RegionId>) {
      if (state.region === action.payload) return;
      state.region = action.payload;
      state.latest = null;
    },
    latestLoaded(state, action: PayloadAction<{ region: RegionId; items: ContentSummary[] }>) {
      if (action.payload.region === state.region) state.latest = action.payload.items;
    },
  },
});

export const homeActions = homeSlice.actions;

export const selectHomeLatest = (s: { home?: HomeState }, region: RegionId): ContentSummary[] | null => (s.home?.region === region ? s.home.latest : null);

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
}
