import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../lib/fetch-saga';

/** The forgot-password and reset-password screens (their fields stay in the page). */
export interface AccountState {
  forgotStatus: LoadStatus;
  /** The reset link's check: succeeded when the link may set a password. */
  linkStatus: LoadStatus;
  resetStatus: LoadStatus;
  /** A password-policy refusal, shown above the form. */
  resetError: string | null;
  /** What the login page says after a reset. */
  resetNotice: string | null;
}

export const initialAccountState: AccountState = { forgotStatus: 'idle', linkStatus: 'idle', resetStatus: 'idle', resetError: null, resetNotice: null };

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    /** Leaving either screen forgets it: the next visit starts at its form. */
    left: () => initialAccountState,
    forgotRequested(state, _action: PayloadAction<{ email: string }>) {
      state.forgotStatus = 'loading';
    },
    forgotSent(state) {
      state.forgotStatus = 'succeeded';
    },
    forgotFailed(state) {
      state.forgotStatus = 'failed';
    },
    resetOpened(state, _action: PayloadAction<{ hash: string }>) {
      state.linkStatus = 'loading';
    },
    linkAccepted(state) {
      state.linkStatus = 'succeeded';
    },
    linkRefused(state) {
      state.linkStatus = 'failed';
    },
    resetRequested(state, _action: PayloadAction<{ hash: string; password: string }>) {
      state.resetStatus = 'loading';
      state.resetError = null;
    },
    resetSucceeded(state, action: PayloadAction<string>) {
      state.resetStatus = 'succeeded';
      state.resetNotice = action.payload;
    },
    resetFailed(state, action: PayloadAction<FetchFailure>) {
      state.resetStatus = 'failed';
      state.resetError = action.payload.errors?.PasswordHash ?? null;
    },
  },
});

export const accountActions = accountSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof accountSlice> {}
}
