import type { DirectorySearchRequest, DirectorySearchResponse } from '@contract/directory';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import { initialPageDataLoaded } from '../../lib/ssr-context';

/**
 * Rep search state (spec 4): `busy` is raised when a search starts and, as the spec says, never
 * reset on the results page; the page shows a spinner from `status`, which does settle.
 */
export interface DirectoryState {
  busy: boolean;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  request: DirectorySearchRequest | null;
  result: DirectorySearchResponse | null;
  error: string | null;
}

export const initialDirectoryState: DirectoryState = { busy: false, status: 'idle', request: null, result: null, error: null };

export const directorySlice = createSlice({
  name: 'directory',
  initialState: initialDirectoryState,
  reducers: {
    searchRequested(state, action: PayloadAction<DirectorySearchRequest>) {
      state.busy = true;
      state.status = 'loading';
      state.request = action.payload;
      state.error = null;
    },
    searchSucceeded(state, action: PayloadAction<DirectorySearchResponse>) {
      state.status = 'succeeded';
      state.result = action.payload;
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.result = null;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The search in the URL the server rendered /reps-retailers with (first page view).
    builder.addCase(initialPageDataLoaded, (_state, action) => {
      const d = action.payload;
      if (d?.kind !== 'directory-search') return initialDirectoryState;
      return { busy: true, status: d.result ? 'succeeded' : 'failed', request: d.request, result: d.result, error: d.error };
    });
  },
});

export const directoryActions = directorySlice.actions;
export const directoryReducer = directorySlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof directorySlice> {}
}
