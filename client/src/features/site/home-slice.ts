import type { ContentSummary } from '@contract/content';
import type { Locale } from '@contract/i18n/locale';
import type { RegionId } from '@contract/regions';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/** A home page's latest knowledge-center items (below the fold: asked for when the section comes near). */
export interface HomeState {
  /** The region and language the items are of (`3-fr`). */
  key: string | null;
  /** Null until they come; empty when there are none or they could not be loaded (the section then hides). */
  latest: ContentSummary[] | null;
}

const initialState: HomeState = { key: null, latest: null };

/** The items of a region in a language: the French home lists the French items. */
export type LatestQuery = { region: RegionId; locale: Locale };
const keyOf = (q: LatestQuery) => `${q.region}-${q.locale}`;

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    latestRequested(state, action: PayloadAction<LatestQuery>) {
      if (state.key === keyOf(action.payload)) return;
      state.key = keyOf(action.payload);
      state.latest = null;
    },
    latestLoaded(state, action: PayloadAction<{ query: LatestQuery; items: ContentSummary[] }>) {
      if (keyOf(action.payload.query) === state.key) state.latest = action.payload.items;
    },
  },
});

export const homeActions = homeSlice.actions;

export const selectHomeLatest = (s: { home?: HomeState }, query: LatestQuery): ContentSummary[] | null => (s.home?.key === keyOf(query) ? s.home.latest : null);

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
}
