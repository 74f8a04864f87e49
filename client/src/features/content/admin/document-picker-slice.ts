import type { DocumentDetail, DocumentKind, DocumentListResponse, DocumentPublicInfo, DocumentSummary } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../../lib/fetch-saga';

/** What a picker shows of a chosen document. */
export type ChosenDocument = Pick<DocumentPublicInfo, 'guid' | 'title' | 'fileName' | 'size'>;

/**
 * The document pickers of the editor: what each chosen GUID is (null: not in the library), and the one open picker's
 * search and quick upload (`seq` tells one upload's answer from the next).
 */
export interface DocumentPickerState {
  known: Record<string, ChosenDocument | null>;
  search: { status: LoadStatus; result: DocumentListResponse | null; error: string | null };
  upload: { seq: number; status: LoadStatus; error: string | null; document: DocumentSummary | null };
  /** A new revision of a chosen document (same GUID): the answer names its revision number. */
  revise: { seq: number; status: LoadStatus; error: string | null; errors: Record<string, string>; revisionNo: number | null };
}

/** What "Upload a new revision" sends: the file and the revision's dates and note. */
export interface RevisionRequest {
  guid: string;
  file: File;
  revisionDate: string;
  effectiveDate: string;
  whatChanged: string;
  validUntil: string;
}

const initialState: DocumentPickerState = {
  known: {},
  search: { status: 'idle', result: null, error: null },
  upload: { seq: 0, status: 'idle', error: null, document: null },
  revise: { seq: 0, status: 'idle', error: null, errors: {}, revisionNo: null },
};

export const documentPickerSlice = createSlice({
  name: 'documentPicker',
  initialState,
  reducers: {
    infoRequested(_state, _action: PayloadAction<{ guid: string }>) {},
    infoLoaded(state, action: PayloadAction<{ guid: string; document: ChosenDocument | null }>) {
      state.known[action.payload.guid] = action.payload.document;
    },
    /** Chosen in the picker: known at once. */
    picked(state, action: PayloadAction<ChosenDocument>) {
      state.known[action.payload.guid] = action.payload;
    },
    /** A picker's dialog opened: no results yet. */
    dialogOpened(state) {
      state.search = initialState.search;
      state.upload = { ...initialState.upload, seq: state.upload.seq };
    },
    dialogClosed() {},
    searchRequested(state, _action: PayloadAction<{ search: string; kind: DocumentKind | '' }>) {
      state.search.status = 'loading';
    },
    searchLoaded(state, action: PayloadAction<DocumentListResponse>) {
      state.search = { status: 'succeeded', result: action.payload, error: null };
    },
    searchFailed(state, action: PayloadAction<FetchFailure>) {
      state.search.status = 'failed';
      state.search.error = action.payload.message;
    },
    uploadRequested(state, _action: PayloadAction<{ title: string; kind: DocumentKind; file: File; regionIds: RegionId[] }>) {
      state.upload = { seq: state.upload.seq + 1, status: 'loading', error: null, document: null };
    },
    uploaded(state, action: PayloadAction<DocumentSummary>) {
      state.upload.status = 'succeeded';
      state.upload.document = action.payload;
      state.known[action.payload.guid] = action.payload;
    },
    uploadFailed(state, action: PayloadAction<FetchFailure>) {
      state.upload.status = 'failed';
      state.upload.error = action.payload.message;
    },
    reviseRequested(state, _action: PayloadAction<RevisionRequest>) {
      state.revise = { seq: state.revise.seq + 1, status: 'loading', error: null, errors: {}, revisionNo: null };
    },
    revised(state, action: PayloadAction<DocumentDetail>) {
      const d = action.payload;
      const current = d.files.find((f) => f.current);
      state.revise.status = 'succeeded';
      state.revise.revisionNo = current?.revisionNo ?? null;
      state.known[d.guid] = { guid: d.guid, title: d.title, fileName: d.fileName, size: d.size };
    },
    reviseFailed(state, action: PayloadAction<FetchFailure>) {
      state.revise.status = 'failed';
      state.revise.error = action.payload.message;
      state.revise.errors = action.payload.errors ?? {};
    },
  },
});

export const documentPickerActions = documentPickerSlice.actions;

export const selectDocumentPicker = (s: { documentPicker?: DocumentPickerState }): DocumentPickerState => s.documentPicker ?? initialState;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof documentPickerSlice> {}
}
