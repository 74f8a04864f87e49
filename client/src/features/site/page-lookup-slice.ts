import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/**
 * The catch-all path's redirect lookup (spec 2.1): a target, or none (then the custom page by slug). `failed`: the
 * lookup could not be loaded (5xx, no answer), an error page, never Page Not Found (spec 8).
 */
export interface PageLookupState {
  path: string | null;
  status: 'loading' | 'succeeded' | 'failed';
  target?: string | null;
}

const initialState: PageLookupState = { path: null, status: 'loading' };

export const pageLookupSlice = createSlice({
  name: 'pageLookup',
  initialState,
  reducers: {
    /** `search` goes with the lookup (a redirect may name a query string); the answer is kept for `path`. */
    lookupRequested: (_state, action: PayloadAction<{ path: string; search: string }>): PageLookupState => ({ path: action.payload.path, status: 'loading' }),
    lookupAnswered: (state, action: PayloadAction<PageLookupState>) => (action.payload.path === state.path ? action.payload : state),
    /** The catch-all page left: a later visit looks the path up afresh. */
    lookupLeft: () => initialState,
    /** The lookup's code could not be loaded (offline, or a deploy replaced the files). */
    codeFailed(state) {
      state.status = 'failed';
    },
  },
});

export const pageLookupActions = pageLookupSlice.actions;

export const selectPageLookup = (s: { pageLookup?: PageLookupState }, path: string): PageLookupState | null => (s.pageLookup?.path === path ? s.pageLookup : null);

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof pageLookupSlice> {}
}
