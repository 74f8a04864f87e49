import type { DocumentKind } from '@contract/documents';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeEvery } from 'redux-saga/effects';

import { fetchWith, takeLatestUntil } from '../../../lib/fetch-saga';
import { documentPickerApi } from './document-picker-api';
import { documentPickerActions as A } from './document-picker-slice';

/** What a chosen GUID is; not in the library when the answer lists nothing (a failed call says nothing). */
function* describe(action: PayloadAction<{ guid: string }>) {
  const { guid } = action.payload;
  const env = yield* fetchWith({}, documentPickerApi.info, guid);
  if (env.success) yield put(A.infoLoaded({ guid, document: env.data[0] ?? null }));
}

function* search(action: PayloadAction<{ search: string; kind: DocumentKind | '' }>) {
  const { search: q, kind } = action.payload;
  yield* fetchWith({ succeeded: A.searchLoaded, failed: A.searchFailed }, documentPickerApi.search, {
    search: q.trim() || undefined,
    kind: kind || undefined,
    sort: 'newest',
    length: 50,
  });
}

/** A new document for the US and Canada (its regions can be changed later in the Document Library). */
function* upload(action: PayloadAction<{ title: string; kind: DocumentKind; file: File }>) {
  const { title, kind, file } = action.payload;
  const form = new FormData();
  form.append('title', title);
  form.append('kind', kind);
  form.append('regionIds', '2,3');
  form.append('file', file, file.name);
  yield* fetchWith({ succeeded: A.uploaded, failed: A.uploadFailed }, documentPickerApi.add, form);
}

export function* documentPickerSaga() {
  yield all([takeEvery(A.infoRequested.type, describe), takeLatestUntil(A.searchRequested, A.dialogClosed, search), takeLatestUntil(A.uploadRequested, A.dialogClosed, upload)]);
}
