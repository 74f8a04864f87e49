import type { CaseSettings, CaseSettingsRequest, ResponseReport, ResponseReportQuery } from '@contract/cases';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The case settings screen and the response-time report. */
export interface CaseSettingsState {
  settings: CaseSettings | null;
  status: Status;
  saveStatus: Status;
  error: string | null;
  notice: string | null;
  report: ResponseReport | null;
  reportStatus: Status;
  reportError: string | null;
}

export const initialCaseSettingsState: CaseSettingsState = {
  settings: null,
  status: 'idle',
  saveStatus: 'idle',
  error: null,
  notice: null,
  report: null,
  reportStatus: 'idle',
  reportError: null,
};

export const caseSettingsSlice = createSlice({
  name: 'caseSettings',
  initialState: initialCaseSettingsState,
  reducers: {
    opened(state) {
      state.status = 'loading';
      state.notice = null;
      state.error = null;
    },
    loaded(state, action: PayloadAction<CaseSettings>) {
      state.settings = action.payload;
      state.status = 'succeeded';
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    saveRequested(state, _action: PayloadAction<CaseSettingsRequest>) {
      state.saveStatus = 'loading';
      state.error = null;
      state.notice = null;
    },
    saved(state, action: PayloadAction<{ settings: CaseSettings; message: string | null }>) {
      state.settings = action.payload.settings;
      state.saveStatus = 'succeeded';
      state.notice = action.payload.message;
    },
    saveFailed(state, action: PayloadAction<string>) {
      state.saveStatus = 'failed';
      state.error = action.payload;
    },
    reportRequested(state, _action: PayloadAction<ResponseReportQuery>) {
      state.reportStatus = 'loading';
      state.reportError = null;
    },
    reportLoaded(state, action: PayloadAction<ResponseReport>) {
      state.report = action.payload;
      state.reportStatus = 'succeeded';
    },
    reportFailed(state, action: PayloadAction<string>) {
      state.reportStatus = 'failed';
      state.reportError = action.payload;
    },
  },
});

export const caseSettingsActions = caseSettingsSlice.actions;

// Injected when the settings or report screen's code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof caseSettingsSlice> {}
}
export const selectCaseSettings = (s: { caseSettings?: CaseSettingsState }) => s.caseSettings ?? initialCaseSettingsState;
