import type { CsvImportReport, RepDto, RetailerDto } from '@contract/directory';
import type { Paged } from '@contract/envelope';
import type { DirectoryClickType, LocationClickSummary } from '@contract/locator';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../lib/fetch-saga';

export type DirectoryTab = 'reps' | 'retailers';
export const DIRECTORY_PAGE_SIZE = 20;
export interface DirectoryListQuery {
  tab: DirectoryTab;
  search: string;
  start: number;
}
/** Where a page goes once a save is done, and what the next page says. */
export interface SavedGo {
  to: string;
  notice: string;
}

/** The reps and retailers admin: the list, the rep or retailer being edited, CSV import and export. Form fields stay in the pages. */
export interface DirectoryAdminState {
  query: DirectoryListQuery | null;
  page: Paged<RepDto | RetailerDto> | null;
  listStatus: LoadStatus;
  listError: string | null;
  rep: RepDto | null;
  retailer: RetailerDto | null;
  itemStatus: LoadStatus;
  saveStatus: LoadStatus;
  /** The edit page's message: a failed load or save. */
  editError: string | null;
  saveErrors: Record<string, string>;
  saved: SavedGo | null;
  clicks: LocationClickSummary | null;
  clicksError: string | null;
  exportStatus: LoadStatus;
  exportError: string | null;
  importStatus: LoadStatus;
  importReport: CsvImportReport | null;
  importError: string | null;
}

export const initialDirectoryAdminState: DirectoryAdminState = {
  query: null,
  page: null,
  listStatus: 'idle',
  listError: null,
  rep: null,
  retailer: null,
  itemStatus: 'idle',
  saveStatus: 'idle',
  editError: null,
  saveErrors: {},
  saved: null,
  clicks: null,
  clicksError: null,
  exportStatus: 'idle',
  exportError: null,
  importStatus: 'idle',
  importReport: null,
  importError: null,
};

const editorOpened = (state: DirectoryAdminState, id: string | null) => {
  state.rep = null;
  state.retailer = null;
  state.itemStatus = id ? 'loading' : 'idle';
  state.saveStatus = 'idle';
  state.editError = null;
  state.saveErrors = {};
  state.saved = null;
  state.clicks = null;
  state.clicksError = null;
};

export const directoryAdminSlice = createSlice({
  name: 'directoryAdmin',
  initialState: initialDirectoryAdminState,
  reducers: {
    listRequested(state, action: PayloadAction<DirectoryListQuery>) {
      state.query = action.payload;
      state.listStatus = 'loading';
    },
    /** After a delete or an import: the list as it is filtered now. */
    listReloadRequested(state) {
      state.listStatus = 'loading';
    },
    listLoaded(state, action: PayloadAction<Paged<RepDto | RetailerDto>>) {
      state.page = action.payload;
      state.listStatus = 'succeeded';
      state.listError = null;
    },
    listFailed(state, action: PayloadAction<FetchFailure>) {
      state.listStatus = 'failed';
      state.listError = action.payload.message;
    },
    /** Leaving the list forgets it: the next visit starts with its spinner, not old rows. */
    listLeft(state) {
      state.query = null;
      state.page = null;
      state.listStatus = 'idle';
      state.listError = null;
      state.exportStatus = 'idle';
      state.exportError = null;
    },
    deleteRequested(_state, _action: PayloadAction<{ tab: DirectoryTab; id: number }>) {},
    deleteFailed(state, action: PayloadAction<FetchFailure>) {
      state.listError = action.payload.message;
    },
    repOpened(state, action: PayloadAction<{ id: string | null }>) {
      editorOpened(state, action.payload.id);
    },
    retailerOpened(state, action: PayloadAction<{ id: string | null }>) {
      editorOpened(state, action.payload.id);
    },
    editorLeft(state) {
      state.saved = null;
      state.saveStatus = 'idle';
    },
    repLoaded(state, action: PayloadAction<RepDto>) {
      state.rep = action.payload;
      state.itemStatus = 'succeeded';
    },
    retailerLoaded(state, action: PayloadAction<RetailerDto>) {
      state.retailer = action.payload;
      state.itemStatus = 'succeeded';
    },
    itemFailed(state, action: PayloadAction<FetchFailure>) {
      state.itemStatus = 'failed';
      state.editError = action.payload.message;
    },
    clicksRequested(state, _action: PayloadAction<{ type: DirectoryClickType; id: string }>) {
      state.clicks = null;
      state.clicksError = null;
    },
    clicksLoaded(state, action: PayloadAction<LocationClickSummary>) {
      state.clicks = action.payload;
    },
    clicksFailed(state, action: PayloadAction<FetchFailure>) {
      state.clicksError = action.payload.message;
    },
    repSaveRequested(state, _action: PayloadAction<RepDto>) {
      state.saveStatus = 'loading';
      state.editError = null;
    },
    /** `next`: Save moves on to the retailer after this one in the list (name order, `search`); `listSearch` is the page's own query string. */
    retailerSaveRequested(state, _action: PayloadAction<{ retailer: RetailerDto; next: boolean; search: string; listSearch: string }>) {
      state.saveStatus = 'loading';
      state.editError = null;
    },
    saveSucceeded(state, action: PayloadAction<SavedGo>) {
      state.saveStatus = 'succeeded';
      state.saveErrors = {};
      state.saved = action.payload;
    },
    saveFailed(state, action: PayloadAction<FetchFailure>) {
      state.saveStatus = 'failed';
      state.editError = action.payload.message;
      state.saveErrors = action.payload.errors ?? {};
    },
    exportRequested(state, _action: PayloadAction<DirectoryTab>) {
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
    /** The import panel opened, or another file chosen: no report yet. */
    importReset(state) {
      state.importStatus = 'idle';
      state.importReport = null;
      state.importError = null;
    },
    importRequested(state, _action: PayloadAction<{ tab: DirectoryTab; file: File; dryRun: boolean }>) {
      state.importStatus = 'loading';
      state.importError = null;
    },
    importReported(state, action: PayloadAction<CsvImportReport>) {
      state.importStatus = 'succeeded';
      state.importReport = action.payload;
    },
    importFailed(state, action: PayloadAction<FetchFailure>) {
      state.importStatus = 'failed';
      state.importError = action.payload.message;
      state.importReport = null;
    },
  },
});

export const directoryAdminActions = directoryAdminSlice.actions;

export const selectDirectoryAdmin = (s: { directoryAdmin?: DirectoryAdminState }): DirectoryAdminState => s.directoryAdmin ?? initialDirectoryAdminState;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof directoryAdminSlice> {}
}
