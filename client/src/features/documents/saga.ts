import { DocumentDetail, DocumentFilterRequest, DocumentListResponse } from '@contract/documents';
import type { ApiEnvelope } from '@contract/envelope';
import { DOCUMENT_ROUTES } from '@contract/routes/documents';
import type { PayloadAction } from '@reduxjs/toolkit';
import { END, eventChannel } from 'redux-saga';
import { call, put, take, takeLatest } from 'redux-saga/effects';

import { takeLatestUntil } from '../../lib/fetch-saga';
import { documentsApi, uploadDocument } from './api';
import { documentLibraryActions as a, SavePayload } from './slice';

function* loadList(action: PayloadAction<{ filter: DocumentFilterRequest; append?: boolean }>) {
  const env: ApiEnvelope<DocumentListResponse> = yield call(documentsApi.filter, action.payload.filter);
  if (env.success) yield put(a.listLoaded({ ...env.data, append: !!action.payload.append }));
  else yield put(a.listFailed(env.message));
}

function* loadItem(action: PayloadAction<number | null>) {
  if (!action.payload) return;
  const env: ApiEnvelope<DocumentDetail> = yield call(documentsApi.get, action.payload);
  if (env.success) yield put(a.editorLoaded(env.data));
  else yield put(a.editorFailed(env.message));
}

type UploadEvent = { progress: number } | { done: ApiEnvelope<DocumentDetail> };

/** Runs the XHR upload as a channel of progress events ending with the response. */
const uploadChannel = (url: string, form: FormData) =>
  eventChannel<UploadEvent>((emit) => {
    void uploadDocument(url, form, (progress) => emit({ progress })).then((done) => {
      emit({ done });
      emit(END);
    });
    return () => undefined;
  });

function* save(action: PayloadAction<SavePayload>) {
  const p = action.payload;
  const form = new FormData();
  form.append('title', p.title);
  form.append('kind', p.kind);
  form.append('regionIds', p.regionIds.join(','));
  for (const [k, v] of Object.entries(p.label ?? {})) form.append(k, v);
  // The file goes last so the server has the fields before the bytes.
  if (p.file) form.append('file', p.file, p.file.name);
  const channel: ReturnType<typeof uploadChannel> = yield call(uploadChannel, p.id ? DOCUMENT_ROUTES.edit.url({ id: p.id }) : DOCUMENT_ROUTES.add.url(), form);
  try {
    for (;;) {
      const event: UploadEvent = yield take(channel);
      if ('progress' in event) yield put(a.uploadProgressed(event.progress));
      else {
        const env = event.done;
        if (env.success) yield put(a.saveSucceeded({ item: env.data, notice: p.file && p.id ? 'Saved. The new file is now served at the same link.' : 'Saved.' }));
        else yield put(a.saveFailed({ message: env.message, errors: env.errors }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

function* restore(action: PayloadAction<{ id: number; fileId: number }>) {
  const env: ApiEnvelope<DocumentDetail> = yield call(documentsApi.restore, action.payload.id, action.payload.fileId);
  if (env.success) {
    const file = env.data.files.find((f) => f.current);
    yield put(a.saveSucceeded({ item: env.data, notice: `Restored ${file?.fileName ?? 'the file'}; it is now served at the same link.` }));
  } else yield put(a.saveFailed({ message: env.message }));
}

export function* deleteRevision(action: PayloadAction<{ id: number; fileId: number; revisionNo: number }>) {
  const env: ApiEnvelope<DocumentDetail> = yield call(documentsApi.deleteRevision, action.payload.id, action.payload.fileId);
  if (env.success) yield put(a.saveSucceeded({ item: env.data, notice: `Deleted revision ${action.payload.revisionNo}; its link no longer works.` }));
  else yield put(a.saveFailed({ message: env.message }));
}

function* remove(action: PayloadAction<number>) {
  const env: ApiEnvelope<boolean> = yield call(documentsApi.remove, action.payload);
  if (env.success) yield put(a.deleteSucceeded());
  else yield put(a.saveFailed({ message: env.message }));
}

export function* documentLibrarySaga() {
  yield takeLatest(a.listRequested.type, loadList);
  yield takeLatestUntil(a.editorOpened, a.editorLeft, loadItem);
  yield takeLatest(a.saveRequested.type, save);
  yield takeLatest(a.restoreRequested.type, restore);
  yield takeLatest(a.revisionDeleteRequested.type, deleteRevision);
  yield takeLatest(a.deleteRequested.type, remove);
}
