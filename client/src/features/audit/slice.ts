import { AUDIT_PAGE_SIZE, AuditEntryItem, AuditFilter, AuditFilterOptions } from '@contract/audit';
import type { Paged } from '@contract/envelope';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuditState {
  query: AuditFilter;
  list: Paged<AuditEntryItem> | null;
  listStatus: LoadStatus;
  listError: string | null;
  options: AuditFilterOptions | null;
  exportStatus: LoadStatus;
  exportError: string | null;
}

export const initialAuditState: AuditState = {
  query: { start: 0, length: AUDIT_PAGE_SIZE },
  list: null,
  listStatus: 'idle',
  listError: null,
  options: null,
  exportStatus: 'idle',
  exportError: null,
};

export const auditSlice = createSlice({
  name: 'audit',
  initialState: initialAuditState,
  reducers: {
    /** New filters start at the first page; a page change keeps the filters. */
    listRequested(state, action: PayloadAction<{ filter?: AuditFilter; start?: number } | undefined>) {
      const p = action.payload ?? {};
      if (p.filter) state.query = { ...p.filter, start: 0, length: AUDIT_PAGE_SIZE };
      if (p.start !== undefined) state.query.start = p.start;
      state.listStatus = 'loading';
    },
    listLoaded(state, action: PayloadAction<Paged<AuditEntryItem>>) {
      state.list = action.payload;
      state.listStatus = 'succeeded';
      state.listError = null;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.listStatus = 'failed';
      state.listError = action.payload;
    },
    optionsRequested() {},
    optionsLoaded(state, action: PayloadAction<AuditFilterOptions>) {
      state.options = action.payload;
    },
    exportRequested(state) {
      state.exportStatus = 'loading';
      state.exportError = null;
    },
    exportFinished(state) {
      state.exportStatus = 'succeeded';
    },
    exportFailed(state, action: PayloadAction<string>) {
      state.exportStatus = 'failed';
      state.exportError = action.payload;
    },
  },
});

export const auditActions = auditSlice.actions;
export const auditReducer = auditSlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof auditSlice> {}
}
