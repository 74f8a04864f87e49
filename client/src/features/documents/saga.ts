import { DocumentDetail, DocumentFilterRequest } from '@contract/documents';
import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, Channel, channel, Task } from 'redux-saga';
import { cancel, fork, put, take, takeLatest } from 'redux-saga/effects';

import { fetchWith, takeLatestUntil } from '../../lib/fetch-saga';
import { documentsApi } from './api';
import { documentLibraryActions as a, SavePayload } from './slice';

function* loadList(action: PayloadAction<{ filter: DocumentFilterRequest; append?: boolean }>) {
  yield* fetchWith(
    { succeeded: (list) => a.listLoaded({ ...list, append: !!action.payload.append }), failed: (f) => a.listFailed(f.message) },
    documentsApi.filter,
    action.payload.filter,
  );
}

function* loadItem(action: PayloadAction<number | null>) {
  if (!action.payload) return;
  yield* fetchWith({ succeeded: a.editorLoaded, failed: (f) => a.editorFailed(f.message) }, documentsApi.get, action.payload);
}

/** Forwards the upload's progress (fractions put on `progress` by the XHR) to the slice until cancelled. */
function* forwardProgress(progress: Channel<number>) {
  for (;;) {
    const fraction: number = yield take(progress);
    yield put(a.uploadProgressed(fraction));
  }
}

function* save(action: PayloadAction<SavePayload>) {
  const p = action.payload;
  const form = new FormData();
  form.append('title', p.title);
  form.append('kind', p.kind);
  form.append('regionIds', p.regionIds.join(','));
  for (const [k, v] of Object.entries(p.label ?? {})) form.append(k, v);
  // The file goes last so the server has the fields before the bytes.
  if (p.file) form.append('file', p.file, p.file.name);
  const progress = channel<number>(buffers.sliding(1));
  const forwarding: Task = yield fork(forwardProgress, progress);
  try {
    yield* fetchWith(
      {
        succeeded: (item) => a.saveSucceeded({ item, notice: p.file && p.id ? 'Saved. The new file is now served at the same link.' : 'Saved.' }),
        failed: (f) => a.saveFailed({ message: f.message, errors: f.errors }),
      },
      documentsApi.upload,
      p.id,
      form,
      (fraction: number) => progress.put(fraction),
    );
  } finally {
    yield cancel(forwarding);
    progress.close();
  }
}

function* restore(action: PayloadAction<{ id: number; fileId: number }>) {
  const restored = (item: DocumentDetail) => {
    const file = item.files.find((f) => f.current);
    return a.saveSucceeded({ item, notice: `Restored ${file?.fileName ?? 'the file'}; it is now served at the same link.` });
  };
  yield* fetchWith({ succeeded: restored, failed: (f) => a.saveFailed({ message: f.message }) }, documentsApi.restore, action.payload.id, action.payload.fileId);
}

function* deleteRevision(action: PayloadAction<{ id: number; fileId: number; revisionNo: number }>) {
  yield* fetchWith(
    {
      succeeded: (item) => a.saveSucceeded({ item, notice: `Deleted revision ${action.payload.revisionNo}; its link no longer works.` }),
      failed: (f) => a.saveFailed({ message: f.message }),
    },
    documentsApi.deleteRevision,
    action.payload.id,
    action.payload.fileId,
  );
}

function* remove(action: PayloadAction<number>) {
  yield* fetchWith({ succeeded: () => a.deleteSucceeded(), failed: (f) => a.saveFailed({ message: f.message }) }, documentsApi.remove, action.payload);
}

export function* documentLibrarySaga() {
  yield takeLatest(a.listRequested.type, loadList);
  yield takeLatestUntil(a.editorOpened, a.editorLeft, loadItem);
  yield takeLatest(a.saveRequested.type, save);
  yield takeLatest(a.restoreRequested.type, restore);
  yield takeLatest(a.revisionDeleteRequested.type, deleteRevision);
  yield takeLatest(a.deleteRequested.type, remove);
}
