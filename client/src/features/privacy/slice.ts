import type { OpenPrivacyRequest, PrivacyRequestItem } from '@contract/privacy';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What staff do to one request. */
export type PrivacyAction = { kind: 'export' } | { kind: 'erase' } | { kind: 'extend'; notice: string } | { kind: 'acknowledge' } | { kind: 'close' };

export interface PrivacyState {
  items: PrivacyRequestItem[];
  status: Status;
  error: string | null;
  /** The request whose detail is shown. */
  selectedId: number | null;
  /** Opening a request, or acting on one. */
  actionStatus: Status;
  actionError: string | null;
  /** The errors of the open form, by field. */
  fieldErrors: Record<string, string>;
  notice: string | null;
}

export const initialPrivacyState: PrivacyState = {
  items: [],
  status: 'idle',
  error: null,
  selectedId: null,
  actionStatus: 'idle',
  actionError: null,
  fieldErrors: {},
  notice: null,
};

const upsert = (items: PrivacyRequestItem[], item: PrivacyRequestItem) => {
  const i = items.findIndex((x) => x.id === item.id);
  return i < 0 ? [item, ...items] : items.map((x) => (x.id === item.id ? item : x));
};

export const privacySlice = createSlice({
  name: 'privacy',
  initialState: initialPrivacyState,
  reducers: {
    opened(state, action: PayloadAction<{ selectedId: number | null }>) {
      state.status = 'loading';
      state.selectedId = action.payload.selectedId;
    },
    listLoaded(state, action: PayloadAction<PrivacyRequestItem[]>) {
      state.items = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    requestSelected(state, action: PayloadAction<number | null>) {
      state.selectedId = action.payload;
      state.actionError = null;
      state.notice = null;
    },
    openRequested(state, _action: PayloadAction<OpenPrivacyRequest>) {
      state.actionStatus = 'loading';
      state.actionError = null;
      state.fieldErrors = {};
      state.notice = null;
    },
    openFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.actionStatus = 'failed';
      state.actionError = action.payload.message;
      state.fieldErrors = action.payload.errors ?? {};
    },
    actionRequested(state, _action: PayloadAction<{ id: number; action: PrivacyAction }>) {
      state.actionStatus = 'loading';
      state.actionError = null;
      state.notice = null;
    },
    /** A request was opened or changed: shown, selected, with the server's message. */
    requestSaved(state, action: PayloadAction<{ item: PrivacyRequestItem; message: string | null }>) {
      state.items = upsert(state.items, action.payload.item);
      state.selectedId = action.payload.item.id;
      state.actionStatus = 'succeeded';
      state.notice = action.payload.message;
    },
    actionFailed(state, action: PayloadAction<string>) {
      state.actionStatus = 'failed';
      state.actionError = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
      state.actionError = null;
    },
  },
});

export const privacyActions = privacySlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof privacySlice> {}
}
