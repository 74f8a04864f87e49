import type { BrokenLinksReport, DashboardSummary } from '@contract/audit';
import type { DashboardCaseQueue } from '@contract/cases';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface DashboardState {
  summary: DashboardSummary | null;
  status: LoadStatus;
  error: string | null;
  links: BrokenLinksReport | null;
  linksStatus: LoadStatus;
  /** Overdue cases and open privacy requests. */
  queue: DashboardCaseQueue | null;
  queueStatus: LoadStatus;
}

export const initialDashboardState: DashboardState = { summary: null, status: 'idle', error: null, links: null, linksStatus: 'idle', queue: null, queueStatus: 'idle' };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    opened(state) {
      state.status = 'loading';
      state.linksStatus = 'loading';
      state.queueStatus = 'loading';
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
    queueLoaded(state, action: PayloadAction<DashboardCaseQueue>) {
      state.queue = action.payload;
      state.queueStatus = 'succeeded';
    },
    queueFailed(state) {
      state.queue = null;
      state.queueStatus = 'failed';
    },
  },
});

export const dashboardActions = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}
