import type { Paged } from '@contract/envelope';
import type {
  NotFoundEntry,
  NotFoundFilterRequest,
  RedirectFilterRequest,
  RedirectImportReport,
  RedirectItem,
  RedirectSaveRequest,
  RedirectSaveResponse,
  RedirectTestRequest,
  RedirectTestResult,
} from '@contract/redirects';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface RedirectsState {
  query: RedirectFilterRequest;
  list: Paged<RedirectItem> | null;
  listStatus: LoadStatus;
  listError: string | null;
  /** The open add/edit form: null when closed; `item` null when adding. */
  editor: { item: RedirectItem | null; preset: Partial<RedirectSaveRequest> | null } | null;
  saveStatus: LoadStatus;
  saveError: string | null;
  saveErrors: Record<string, string>;
  /** A save that went through but looks wrong (its target answers 404): the form stays open to say so. */
  saveWarnings: string[];
  /** The form's "Test": what the site answers for the source path. */
  test: { status: LoadStatus; result: RedirectTestResult | null; error: string | null };
  notice: string | null;
  notFoundQuery: NotFoundFilterRequest;
  notFound: Paged<NotFoundEntry> | null;
  notFoundStatus: LoadStatus;
  notFoundError: string | null;
  importReport: RedirectImportReport | null;
  importStatus: LoadStatus;
  importError: string | null;
}

export const PAGE_SIZE = 25;

export const initialRedirectsState: RedirectsState = {
  query: { search: '', sort: 'source', direction: 'asc', start: 0, length: PAGE_SIZE },
  list: null,
  listStatus: 'idle',
  listError: null,
  editor: null,
  saveStatus: 'idle',
  saveError: null,
  saveErrors: {},
  saveWarnings: [],
  test: { status: 'idle', result: null, error: null },
  notice: null,
  notFoundQuery: { search: '', ignored: false, start: 0, length: PAGE_SIZE },
  notFound: null,
  notFoundStatus: 'idle',
  notFoundError: null,
  importReport: null,
  importStatus: 'idle',
  importError: null,
};

export const redirectsSlice = createSlice({
  name: 'redirects',
  initialState: initialRedirectsState,
  reducers: {
    listRequested(state, action: PayloadAction<Partial<RedirectFilterRequest> | undefined>) {
      state.query = { ...state.query, ...(action.payload ?? {}) };
      state.listStatus = 'loading';
    },
    listLoaded(state, action: PayloadAction<Paged<RedirectItem>>) {
      state.list = action.payload;
      state.listStatus = 'succeeded';
      state.listError = null;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.listStatus = 'failed';
      state.listError = action.payload;
    },
    editorOpened(state, action: PayloadAction<{ item: RedirectItem | null; preset?: Partial<RedirectSaveRequest> | null }>) {
      state.editor = { item: action.payload.item, preset: action.payload.preset ?? null };
      state.saveStatus = 'idle';
      state.saveError = null;
      state.saveErrors = {};
      state.saveWarnings = [];
      state.test = initialRedirectsState.test;
    },
    editorClosed(state) {
      state.editor = null;
      state.saveError = null;
      state.saveErrors = {};
      state.saveWarnings = [];
      state.test = initialRedirectsState.test;
    },
    saveRequested(state, _action: PayloadAction<{ id: number | null; body: RedirectSaveRequest }>) {
      state.saveStatus = 'loading';
      state.saveError = null;
      state.saveErrors = {};
      state.saveWarnings = [];
    },
    /** Saved: the form closes, unless the answer warns; then it stays open on the saved rule with the warning. */
    saveSucceeded(state, action: PayloadAction<{ item: RedirectSaveResponse; created: boolean }>) {
      const { warnings, ...item } = action.payload.item;
      state.saveStatus = 'succeeded';
      state.notice = action.payload.created ? `Redirect from ${item.source} created.` : `Redirect from ${item.source} saved.`;
      state.saveWarnings = (warnings ?? []).map((w) => w.message);
      state.editor = state.saveWarnings.length ? { item, preset: null } : null;
    },
    saveFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.saveStatus = 'failed';
      state.saveError = action.payload.message;
      state.saveErrors = action.payload.errors ?? {};
    },
    deleteRequested(_state, _action: PayloadAction<{ ids: number[] }>) {},
    deleteSucceeded(state, action: PayloadAction<{ deleted: number; skipped: number }>) {
      const { deleted, skipped } = action.payload;
      state.notice = `${deleted} redirect${deleted === 1 ? '' : 's'} deleted.` + (skipped ? ` ${skipped} built-in redirect${skipped === 1 ? ' was' : 's were'} kept.` : '');
      state.listError = null;
    },
    deleteFailed(state, action: PayloadAction<string>) {
      state.listError = action.payload;
    },
    testRequested(state, _action: PayloadAction<RedirectTestRequest>) {
      state.test = { status: 'loading', result: null, error: null };
    },
    testAnswered(state, action: PayloadAction<RedirectTestResult>) {
      state.test = { status: 'succeeded', result: action.payload, error: null };
    },
    testFailed(state, action: PayloadAction<string>) {
      state.test = { status: 'failed', result: null, error: action.payload };
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    notFoundRequested(state, action: PayloadAction<Partial<NotFoundFilterRequest> | undefined>) {
      state.notFoundQuery = { ...state.notFoundQuery, ...(action.payload ?? {}) };
      state.notFoundStatus = 'loading';
    },
    notFoundLoaded(state, action: PayloadAction<Paged<NotFoundEntry>>) {
      state.notFound = action.payload;
      state.notFoundStatus = 'succeeded';
      state.notFoundError = null;
    },
    notFoundFailed(state, action: PayloadAction<string>) {
      state.notFoundStatus = 'failed';
      state.notFoundError = action.payload;
    },
    ignoreRequested(_state, _action: PayloadAction<{ ids: number[]; ignored: boolean }>) {},
    notFoundRemoveRequested(_state, _action: PayloadAction<{ id: number }>) {},
    importRequested(state, _action: PayloadAction<{ csv: string; dryRun: boolean }>) {
      state.importStatus = 'loading';
      state.importError = null;
    },
    importFinished(state, action: PayloadAction<RedirectImportReport>) {
      state.importStatus = 'succeeded';
      state.importReport = action.payload;
      if (action.payload.applied) state.notice = `CSV imported: ${action.payload.created} created, ${action.payload.updated} updated, ${action.payload.unchanged} unchanged.`;
    },
    importFailed(state, action: PayloadAction<string>) {
      state.importStatus = 'failed';
      state.importError = action.payload;
    },
    importReset(state) {
      state.importReport = null;
      state.importStatus = 'idle';
      state.importError = null;
    },
    exportRequested() {},
    exportFailed(state, action: PayloadAction<string>) {
      state.listError = action.payload;
    },
  },
});

export const redirectsActions = redirectsSlice.actions;
export const redirectsReducer = redirectsSlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof redirectsSlice> {}
}
