import type { Locale } from '@contract/i18n/locale';
import type { LocateResponse } from '@contract/locator';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/** What "Use my location" says when the browser gives no position, in the page's language. */
export interface LocateMessages {
  /** No position within the time allowed. */
  timeout: string;
  /** The visitor or the browser refused. */
  denied: string;
  unavailable: string;
  unsupported: string;
}

export type LocateOutcome = { ok: true; found: LocateResponse } | { ok: false; message: string };

/** "Use my location": the last request (`seq`) and, once it is answered, its outcome. */
export interface LocateState {
  seq: number;
  outcome: LocateOutcome | null;
}

const initialState: LocateState = { seq: 0, outcome: null };

export const locateSlice = createSlice({
  name: 'locate',
  initialState,
  reducers: {
    /** `messages` are said when the browser gives no position (`timeout`: none within `timeoutMs`); `locale` names the place. */
    locateRequested(state, _action: PayloadAction<{ timeoutMs: number; messages: LocateMessages; locale: Locale }>) {
      state.seq += 1;
      state.outcome = null;
    },
    located(state, action: PayloadAction<LocateOutcome>) {
      state.outcome = action.payload;
    },
  },
});

export const locateActions = locateSlice.actions;

// Injected with the locate saga when the button is first pressed (locate-me.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof locateSlice> {}
}
