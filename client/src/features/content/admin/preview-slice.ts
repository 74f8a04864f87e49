import type { ContentKind, ContentSaveRequest } from '@contract/content';
import type { PresenceEditor } from '@contract/presence';
import type { SharePreviewCreated, SharePreviewItem } from '@contract/preview';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../../lib/fetch-saga';

/** The edit shell's previews and presence: the form's preview address, share links, and who else has the item open. */
export interface PreviewState {
  /** The last form preview; `seq` tells one answer from the next. */
  preview: { seq: number; status: LoadStatus; url: string | null; error: string | null };
  links: SharePreviewItem[];
  created: SharePreviewCreated | null;
  shareError: string | null;
  others: PresenceEditor[];
}

const initialState: PreviewState = { preview: { seq: 0, status: 'idle', url: null, error: null }, links: [], created: null, shareError: null, others: [] };

type Item = { kind: ContentKind; baseId: number };

export const previewSlice = createSlice({
  name: 'contentPreview',
  initialState,
  reducers: {
    previewRequested(state, _action: PayloadAction<{ kind: ContentKind; body: ContentSaveRequest }>) {
      state.preview = { seq: state.preview.seq + 1, status: 'loading', url: null, error: null };
    },
    previewReady(state, action: PayloadAction<{ url: string }>) {
      state.preview = { ...state.preview, status: 'succeeded', url: action.payload.url };
    },
    previewFailed(state, action: PayloadAction<FetchFailure>) {
      state.preview = { ...state.preview, status: 'failed', error: action.payload.message };
    },
    linksRequested(_state, _action: PayloadAction<Item>) {},
    linksLoaded(state, action: PayloadAction<SharePreviewItem[]>) {
      state.links = action.payload;
    },
    shareRequested(state, _action: PayloadAction<Item & { versionId: number | null; expiresInHours: number }>) {
      state.shareError = null;
    },
    shareCreated(state, action: PayloadAction<SharePreviewCreated>) {
      state.created = action.payload;
    },
    revokeRequested(state, _action: PayloadAction<Item & { id: number }>) {
      state.shareError = null;
    },
    revoked(state, action: PayloadAction<{ id: number }>) {
      if (state.created?.id === action.payload.id) state.created = null;
    },
    shareFailed(state, action: PayloadAction<FetchFailure>) {
      state.shareError = action.payload.message;
    },
    /** The editor opened an item: it reports itself every 30 s until it stops (then it says goodbye). */
    presenceStarted(state, _action: PayloadAction<Item>) {
      state.others = [];
    },
    presenceStopped(state) {
      state.others = [];
    },
    othersLoaded(state, action: PayloadAction<PresenceEditor[]>) {
      state.others = action.payload;
    },
    /** Another item (or none): its own links. */
    itemChanged(state) {
      state.links = [];
      state.created = null;
      state.shareError = null;
    },
  },
});

export const previewActions = previewSlice.actions;

export const selectPreview = (s: { contentPreview?: PreviewState }): PreviewState => s.contentPreview ?? initialState;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof previewSlice> {}
}
