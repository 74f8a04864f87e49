import type { BrokenLinksReport, DashboardSummary } from '@contract/audit';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface DashboardState {
  summary: DashboardSummary | null;
  status: LoadStatus;
  error: string | null;
  links: BrokenLinksReport | null;
  linksStatus: LoadStatus;
}

export const initialDashboardState: DashboardState = { summary: null, status: 'idle', error: null, links: null, linksStatus: 'idle' };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    opened(state) {
      state.status = 'loading';
      state.linksStatus = 'loading';
    },
    summaryLoaded(state, action: PayloadAction<DashboardSummary>) {
      state.summary = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    summaryFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    linksLoaded(state, action: PayloadAction<BrokenLinksReport>) {
      state.links = action.payload;
      state.linksStatus = 'succeeded';
    },
    linksFailed(state) {
      state.links = null;
      state.linksStatus = 'failed';
    },
  },
});

export const dashboardActions = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}
