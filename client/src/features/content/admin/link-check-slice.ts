import type { LinkResolveResult } from '@contract/links';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { LoadStatus } from '../../../lib/fetch-saga';

/** What the link dialogs learnt of the site paths typed in them: whether each leads to a page, and why not. */
export interface LinkCheckState {
  paths: Record<string, { status: LoadStatus; reason: string | null; resolves: boolean | null }>;
}

const initialState: LinkCheckState = { paths: {} };

export const linkCheckSlice = createSlice({
  name: 'linkCheck',
  initialState,
  reducers: {
    pathCheckRequested(state, action: PayloadAction<{ path: string }>) {
      const { path } = action.payload;
      if (state.paths[path]?.status !== 'succeeded') state.paths[path] = { status: 'loading', reason: null, resolves: null };
    },
    pathResolved(state, action: PayloadAction<LinkResolveResult>) {
      const { path, resolves, reason } = action.payload;
      state.paths[path] = { status: 'succeeded', resolves, reason };
    },
    /** A check that failed says nothing about the path: no warning. */
    pathCheckFailed(state, action: PayloadAction<{ path: string }>) {
      state.paths[action.payload.path] = { status: 'failed', reason: null, resolves: null };
    },
  },
});

export const linkCheckActions = linkCheckSlice.actions;

export const selectLinkCheck = (s: { linkCheck?: LinkCheckState }): LinkCheckState => s.linkCheck ?? initialState;

// Injected by the rich-text editor that uses it.

declare module '../../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof linkCheckSlice> {}
}
