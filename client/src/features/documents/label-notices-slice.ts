import type { ChangeNoticeRow, LabelSubscriberFilter, LabelSubscriberRow } from '@contract/labels';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../lib/fetch-saga';

/** The labels library's admin lists: who follows what, and every change notice sent. */
export interface LabelNoticesState {
  subscribers: LabelSubscriberRow[] | null;
  subscribersStatus: LoadStatus;
  notices: ChangeNoticeRow[] | null;
  noticesStatus: LoadStatus;
  error: string | null;
  notice: string | null;
}

export const initialLabelNoticesState: LabelNoticesState = { subscribers: null, subscribersStatus: 'idle', notices: null, noticesStatus: 'idle', error: null, notice: null };

const failed = (state: LabelNoticesState, action: PayloadAction<FetchFailure>) => {
  state.error = action.payload.message;
};

export const labelNoticesSlice = createSlice({
  name: 'labelNotices',
  initialState: initialLabelNoticesState,
  reducers: {
    /** Leaving either list forgets it: the next visit loads afresh. */
    left: () => initialLabelNoticesState,
    subscribersRequested(state) {
      state.subscribersStatus = 'loading';
    },
    subscribersLoaded(state, action: PayloadAction<LabelSubscriberRow[]>) {
      state.subscribers = action.payload;
      state.subscribersStatus = 'succeeded';
    },
    subscribersFailed(state, action: PayloadAction<FetchFailure>) {
      state.subscribersStatus = 'failed';
      failed(state, action);
    },
    subscriberRemoveRequested(_state, _action: PayloadAction<LabelSubscriberRow>) {},
    subscriberRemoved(state, action: PayloadAction<LabelSubscriberRow>) {
      state.notice = `${action.payload.email} no longer follows ${action.payload.targetName}.`;
    },
    subscriberRemoveFailed: failed,
    subscribersExportRequested(_state, _action: PayloadAction<LabelSubscriberFilter>) {},
    noticesRequested(state) {
      state.noticesStatus = 'loading';
    },
    noticesLoaded(state, action: PayloadAction<ChangeNoticeRow[]>) {
      state.notices = action.payload;
      state.noticesStatus = 'succeeded';
    },
    noticesFailed(state, action: PayloadAction<FetchFailure>) {
      state.noticesStatus = 'failed';
      failed(state, action);
    },
    noticesExportRequested() {},
    exportFailed: failed,
    noticeDismissed(state) {
      state.notice = null;
    },
  },
});

export const labelNoticesActions = labelNoticesSlice.actions;

export const selectLabelNotices = (s: { labelNotices?: LabelNoticesState }): LabelNoticesState => s.labelNotices ?? initialLabelNoticesState;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof labelNoticesSlice> {}
}
