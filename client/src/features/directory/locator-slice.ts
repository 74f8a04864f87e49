import type { LocationClickRow, LocatorReport, LocatorReportQuery } from '@contract/locator';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../lib/fetch-saga';

export type LocatorExport = 'areas' | 'clicks';

/** The locator report: searches by day and area, and result clicks, for the filters in the URL. */
export interface LocatorState {
  report: LocatorReport | null;
  clicks: LocationClickRow[] | null;
  status: LoadStatus;
  error: string | null;
  exporting: LocatorExport | null;
}

const initialState: LocatorState = { report: null, clicks: null, status: 'idle', error: null, exporting: null };

export const locatorSlice = createSlice({
  name: 'locator',
  initialState,
  reducers: {
    /** The report for these filters; the last one stays on screen until it comes. */
    reportRequested(state, _action: PayloadAction<LocatorReportQuery>) {
      state.status = 'loading';
    },
    reportLoaded(state, action: PayloadAction<{ report: LocatorReport; clicks: LocationClickRow[] }>) {
      state.report = action.payload.report;
      state.clicks = action.payload.clicks;
      state.status = 'succeeded';
      state.error = null;
    },
    reportFailed(state, action: PayloadAction<FetchFailure>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    left: () => initialState,
    exportRequested(state, action: PayloadAction<{ which: LocatorExport; query: LocatorReportQuery }>) {
      state.exporting = action.payload.which;
    },
    exportFinished(state) {
      state.exporting = null;
    },
    exportFailed(state, action: PayloadAction<FetchFailure>) {
      state.exporting = null;
      state.error = action.payload.message;
    },
  },
});

export const locatorActions = locatorSlice.actions;

export const selectLocator = (s: { locator?: LocatorState }): LocatorState => s.locator ?? initialState;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof locatorSlice> {}
}
