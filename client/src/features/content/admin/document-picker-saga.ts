import type { DocumentKind } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeEvery } from 'redux-saga/effects';

import { fetchWith, takeLatestUntil } from '../../../lib/fetch-saga';
import { documentPickerApi } from './document-picker-api';
import { documentPickerActions as A, type RevisionRequest } from './document-picker-slice';

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

/** A new document for the regions of the item it is chosen for (they can be changed later in the Document Library). */
function* upload(action: PayloadAction<{ title: string; kind: DocumentKind; file: File; regionIds: RegionId[] }>) {
  const { title, kind, file, regionIds } = action.payload;
  const form = new FormData();
  form.append('title', title);
  form.append('kind', kind);
  form.append('regionIds', regionIds.join(','));
  form.append('file', file, file.name);
  yield* fetchWith({ succeeded: A.uploaded, failed: A.uploadFailed }, documentPickerApi.add, form);
}

/**
 * A new file for a chosen document, as the Document Library's "Replace file" makes it: the same GUID, the next
 * revision number, its dates and "What changed". The document's details are sent back as they are.
 */
function* revise(action: PayloadAction<RevisionRequest>) {
  const { guid, file, ...revision } = action.payload;
  const found = yield* fetchWith({}, documentPickerApi.search, { search: guid, length: 5 });
  const doc = found.success ? found.data.items.find((d) => d.guid === guid) : undefined;
  if (!doc) {
    yield put(A.reviseFailed({ message: `Document ${guid} is not in the library.` }));
    return;
  }
  const form = new FormData();
  form.append('title', doc.title);
  form.append('kind', doc.kind);
  form.append('regionIds', doc.regionIds.join(','));
  for (const [k, v] of Object.entries(revision)) form.append(k, v);
  form.append('file', file, file.name);
  yield* fetchWith({ succeeded: A.revised, failed: A.reviseFailed }, documentPickerApi.edit, doc.id, form);
}

export function* documentPickerSaga() {
  yield all([
    takeEvery(A.infoRequested.type, describe),
    takeLatestUntil(A.searchRequested, A.dialogClosed, search),
    takeLatestUntil(A.uploadRequested, A.dialogClosed, upload),
    takeLatestUntil(A.reviseRequested, A.dialogClosed, revise),
  ]);
}
