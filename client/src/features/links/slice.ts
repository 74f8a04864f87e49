import type { LinkReport } from '@contract/links';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The link checker's report. */
export interface LinksState {
  report: LinkReport | null;
  status: LoadStatus;
  error: string | null;
  checkStatus: LoadStatus;
}

export const initialLinksState: LinksState = { report: null, status: 'idle', error: null, checkStatus: 'idle' };

export const linksSlice = createSlice({
  name: 'links',
  initialState: initialLinksState,
  reducers: {
    reportRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    reportReceived(state, action: PayloadAction<LinkReport>) {
      state.status = 'succeeded';
      state.report = action.payload;
    },
    reportFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    checkRequested(state) {
      state.checkStatus = 'loading';
      state.error = null;
    },
    checkFinished(state, action: PayloadAction<LinkReport>) {
      state.checkStatus = 'succeeded';
      state.report = action.payload;
    },
    checkFailed(state, action: PayloadAction<string>) {
      state.checkStatus = 'failed';
      state.error = action.payload;
    },
  },
});

export const linksActions = linksSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof linksSlice> {}
}
