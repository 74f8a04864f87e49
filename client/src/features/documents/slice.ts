import type { DocumentDetail, DocumentFilterRequest, DocumentSummary } from '@contract/documents';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Admin document library state: the list, the item being edited, and a save in progress. */
export interface DocumentLibraryState {
  list: { filter: DocumentFilterRequest; items: DocumentSummary[]; total: number; status: Status; error: string | null };
  editor: { item: DocumentDetail | null; status: Status; error: string | null };
  save: { status: Status; progress: number; error: string | null; errors: Record<string, string>; notice: string | null; savedId: number | null };
}

export const PAGE_SIZE = 25;

export const initialDocumentLibraryState: DocumentLibraryState = {
  list: { filter: { sort: 'newest', start: 0, length: PAGE_SIZE }, items: [], total: 0, status: 'idle', error: null },
  editor: { item: null, status: 'idle', error: null },
  save: { status: 'idle', progress: 0, error: null, errors: {}, notice: null, savedId: null },
};

export interface SavePayload {
  id: number | null;
  title: string;
  kind: string;
  regionIds: number[];
  file: File | null;
  /** Labels-library fields, sent as they are: language, languageOf, products, registrations, areas, revisionDate, effectiveDate, whatChanged, validUntil. */
  label?: Record<string, string>;
}

export const documentLibrarySlice = createSlice({
  name: 'documentLibrary',
  initialState: initialDocumentLibraryState,
  reducers: {
    listRequested(state, action: PayloadAction<{ filter: DocumentFilterRequest; append?: boolean }>) {
      state.list.filter = action.payload.filter;
      state.list.status = 'loading';
      state.list.error = null;
      if (!action.payload.append) state.list.items = [];
    },
    listLoaded(state, action: PayloadAction<{ items: DocumentSummary[]; total: number; append: boolean }>) {
      state.list.status = 'succeeded';
      state.list.items = action.payload.append ? [...state.list.items, ...action.payload.items] : action.payload.items;
      state.list.total = action.payload.total;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    editorOpened(state, action: PayloadAction<number | null>) {
      // Arriving on the edit page of the document just created: keep it and its "Saved." notice.
      const justCreated = action.payload !== null && state.save.savedId === action.payload && state.editor.item?.id === action.payload;
      if (justCreated) return;
      state.editor = { item: null, status: action.payload ? 'loading' : 'idle', error: null };
      state.save = { ...initialDocumentLibraryState.save };
    },
    /** The editor closed: its load, if still running, stops. */
    editorLeft() {},
    editorLoaded(state, action: PayloadAction<DocumentDetail>) {
      state.editor = { item: action.payload, status: 'succeeded', error: null };
    },
    editorFailed(state, action: PayloadAction<string>) {
      state.editor.status = 'failed';
      state.editor.error = action.payload;
    },
    saveRequested(state, _action: PayloadAction<SavePayload>) {
      state.save = { status: 'loading', progress: 0, error: null, errors: {}, notice: null, savedId: null };
    },
    uploadProgressed(state, action: PayloadAction<number>) {
      state.save.progress = action.payload;
    },
    saveSucceeded(state, action: PayloadAction<{ item: DocumentDetail; notice: string }>) {
      state.save = { status: 'succeeded', progress: 1, error: null, errors: {}, notice: action.payload.notice, savedId: action.payload.item.id };
      state.editor = { item: action.payload.item, status: 'succeeded', error: null };
    },
    saveFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.save = { ...state.save, status: 'failed', progress: 0, error: action.payload.message, errors: action.payload.errors ?? {}, notice: null };
    },
    restoreRequested(state, _action: PayloadAction<{ id: number; fileId: number }>) {
      state.save = { ...initialDocumentLibraryState.save, status: 'loading' };
    },
    revisionDeleteRequested(state, _action: PayloadAction<{ id: number; fileId: number; revisionNo: number }>) {
      state.save = { ...initialDocumentLibraryState.save, status: 'loading' };
    },
    deleteRequested(state, _action: PayloadAction<number>) {
      state.save = { ...initialDocumentLibraryState.save, status: 'loading' };
    },
    deleteSucceeded(state) {
      state.save = { ...initialDocumentLibraryState.save, status: 'succeeded', notice: 'Document deleted.' };
    },
    noticeDismissed(state) {
      state.save.notice = null;
    },
  },
});

export const documentLibraryActions = documentLibrarySlice.actions;
export const documentLibraryReducer = documentLibrarySlice.reducer;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof documentLibrarySlice> {}
}
