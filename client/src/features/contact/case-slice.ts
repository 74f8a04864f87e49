import type { CaseDetail, CaseStatus } from '@contract/cases';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The case page: the case as last loaded, and the progress of the change being saved. */
export interface CaseState {
  id: number | null;
  detail: CaseDetail | null;
  status: Status;
  saveStatus: Status;
  error: string | null;
  saveError: string | null;
  notice: string | null;
}

export const initialCaseState: CaseState = { id: null, detail: null, status: 'idle', saveStatus: 'idle', error: null, saveError: null, notice: null };

export type CaseChange =
  | { kind: 'status'; status: CaseStatus }
  | { kind: 'owner'; ownerEmail: string }
  | { kind: 'note'; text: string }
  | { kind: 'reply' }
  | { kind: 'hold'; hold: boolean; reason?: string };

export const caseSlice = createSlice({
  name: 'formCase',
  initialState: initialCaseState,
  reducers: {
    opened(state, action: PayloadAction<number>) {
      if (state.id !== action.payload) state.detail = null;
      state.id = action.payload;
      state.status = 'loading';
      state.error = null;
      state.notice = null;
      state.saveError = null;
    },
    loaded(state, action: PayloadAction<CaseDetail>) {
      state.detail = action.payload;
      state.status = 'succeeded';
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    changeRequested(state, _action: PayloadAction<{ id: number; change: CaseChange }>) {
      state.saveStatus = 'loading';
      state.saveError = null;
      state.notice = null;
    },
    changeSaved(state, action: PayloadAction<{ detail: CaseDetail; message: string | null }>) {
      state.detail = action.payload.detail;
      state.saveStatus = 'succeeded';
      state.notice = action.payload.message;
    },
    changeFailed(state, action: PayloadAction<string>) {
      state.saveStatus = 'failed';
      state.saveError = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
      state.saveError = null;
    },
  },
});

export const caseActions = caseSlice.actions;

// Injected when the case page's code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof caseSlice> {}
}
export const selectCase = (s: { formCase?: CaseState }) => s.formCase ?? initialCaseState;
