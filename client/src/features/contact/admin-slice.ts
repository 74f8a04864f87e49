import type { CaseOwnerOption } from '@contract/cases';
import { FORMS_DEFAULT_ORDER, FORMS_DEFAULT_STATUS, FORMS_PAGE_SIZE, FormsFilter, FormSubmissionItem } from '@contract/forms';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure } from '../../lib/fetch-saga';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The admin forms list: pages appended by Load More, the current filter, and archive progress. */
export interface AdminFormsState {
  items: FormSubmissionItem[];
  status: Status;
  /** True while the last page came back full: Load More may find more. */
  hasMore: boolean;
  filter: Required<Pick<FormsFilter, 'order' | 'status'>> & Omit<FormsFilter, 'order' | 'status'>;
  /** Bumped on every reload (sent as `updated`). */
  updated: number;
  archiveStatus: Status;
  error: string | null;
  notice: string | null;
  /** Staff who may own a case (the owner filter). */
  owners: CaseOwnerOption[];
  exportStatus: Status;
  exportError: string | null;
}

export const initialAdminFormsState: AdminFormsState = {
  items: [],
  status: 'idle',
  hasMore: false,
  filter: { order: FORMS_DEFAULT_ORDER, status: FORMS_DEFAULT_STATUS },
  updated: 0,
  archiveStatus: 'idle',
  error: null,
  notice: null,
  owners: [],
  exportStatus: 'idle',
  exportError: null,
};

export const adminFormsSlice = createSlice({
  name: 'adminForms',
  initialState: initialAdminFormsState,
  reducers: {
    /** The screen was opened: the list from the start, and the owner filter's choices. */
    opened(state, action: PayloadAction<{ filter?: Partial<FormsFilter> } | undefined>) {
      // A link may open the inbox filtered (the dashboard's contact requests: ?type=0).
      if (action.payload?.filter) state.filter = { ...state.filter, ...action.payload.filter };
      state.status = 'loading';
      state.updated += 1;
    },
    /** Load the list from the start (after archive). `keep` reloads as many rows as were shown. */
    listRequested(state, _action: PayloadAction<{ keep?: boolean } | undefined>) {
      state.status = 'loading';
      state.updated += 1;
    },
    filterChanged(state, action: PayloadAction<Partial<FormsFilter>>) {
      state.filter = { ...state.filter, ...action.payload };
      state.status = 'loading';
      state.updated += 1;
    },
    moreRequested(state) {
      state.status = 'loading';
    },
    pageLoaded(state, action: PayloadAction<{ items: FormSubmissionItem[]; start: number; length: number }>) {
      const { items, start, length } = action.payload;
      state.items = start === 0 ? items : [...state.items.slice(0, start), ...items];
      state.hasMore = items.length === length;
      state.status = 'succeeded';
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    archiveRequested(state, _action: PayloadAction<number>) {
      state.archiveStatus = 'loading';
    },
    archiveSucceeded(state, action: PayloadAction<string>) {
      state.archiveStatus = 'succeeded';
      state.notice = action.payload;
      state.error = null;
    },
    archiveFailed(state, action: PayloadAction<string>) {
      state.archiveStatus = 'failed';
      state.error = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    ownersLoaded(state, action: PayloadAction<CaseOwnerOption[]>) {
      state.owners = action.payload;
    },
    /** Every submission matching the list's filter, as a CSV download. */
    exportRequested(state) {
      state.exportStatus = 'loading';
      state.exportError = null;
    },
    exportFinished(state) {
      state.exportStatus = 'succeeded';
    },
    exportFailed(state, action: PayloadAction<FetchFailure>) {
      state.exportStatus = 'failed';
      state.exportError = action.payload.message;
    },
    exportErrorDismissed(state) {
      state.exportError = null;
    },
  },
});

export const adminFormsActions = adminFormsSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof adminFormsSlice> {}
}
export const selectAdminForms = (s: { adminForms?: AdminFormsState }) => s.adminForms ?? initialAdminFormsState;
export const PAGE_SIZE = FORMS_PAGE_SIZE;
