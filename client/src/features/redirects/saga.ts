import type { ApiEnvelope } from '@contract/envelope';
import type { RedirectSaveRequest, RedirectTestRequest } from '@contract/redirects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { downloadCsv } from '../../lib/download';
import { fetchWith } from '../../lib/fetch-saga';
import { redirectsApi } from './api';
import { selectRedirects } from './selectors';
import { redirectsActions as A, RedirectsState } from './slice';

function* loadList() {
  const { query }: RedirectsState = yield select(selectRedirects);
  yield* fetchWith({ succeeded: A.listLoaded, failed: (f) => A.listFailed(f.message) }, redirectsApi.filter, query);
}

function* loadNotFound() {
  const { notFoundQuery }: RedirectsState = yield select(selectRedirects);
  yield* fetchWith({ succeeded: A.notFoundLoaded, failed: (f) => A.notFoundFailed(f.message) }, redirectsApi.notFound, notFoundQuery);
}

function* save(action: PayloadAction<{ id: number | null; body: RedirectSaveRequest }>) {
  const { id, body } = action.payload;
  const res = yield* fetchWith({ succeeded: (item) => A.saveSucceeded({ item, created: !id }), failed: (f) => A.saveFailed({ message: f.message, errors: f.errors }) }, () =>
    id ? redirectsApi.edit(id, body) : redirectsApi.add(body),
  );
  // A new rule may have taken a path off the 404 log.
  if (res.success) yield all([put(A.listRequested()), put(A.notFoundRequested())]);
}

function* testPath(action: PayloadAction<RedirectTestRequest>) {
  yield* fetchWith({ succeeded: A.testAnswered, failed: (f) => A.testFailed(f.message) }, redirectsApi.test, action.payload);
}

function* remove(action: PayloadAction<{ ids: number[] }>) {
  const { ids } = action.payload;
  const res = yield* fetchWith(
    {
      succeeded: (data) => A.deleteSucceeded(ids.length === 1 ? { deleted: 1, skipped: 0 } : { deleted: data.deleted, skipped: data.skipped ?? 0 }),
      failed: (f) => A.deleteFailed(f.message),
    },
    (): Promise<ApiEnvelope<{ deleted: number; skipped?: number }>> => (ids.length === 1 ? redirectsApi.remove(ids[0]) : redirectsApi.bulkDelete(ids)),
  );
  if (res.success) yield put(A.listRequested());
}

/** Ignoring or removing 404 entries: the log is reloaded either way. */
function* ignore(action: PayloadAction<{ ids: number[]; ignored: boolean }>) {
  yield* fetchWith({ failed: (f) => A.notFoundFailed(f.message) }, redirectsApi.ignore, action.payload.ids, action.payload.ignored);
  yield put(A.notFoundRequested());
}

function* removeNotFound(action: PayloadAction<{ id: number }>) {
  yield* fetchWith({ failed: (f) => A.notFoundFailed(f.message) }, redirectsApi.removeNotFound, action.payload.id);
  yield put(A.notFoundRequested());
}

function* importCsv(action: PayloadAction<{ csv: string; dryRun: boolean }>) {
  const res = yield* fetchWith({ succeeded: A.importFinished, failed: (f) => A.importFailed(f.message) }, redirectsApi.importCsv, action.payload.csv, action.payload.dryRun);
  if (res.success && res.data.applied) yield put(A.listRequested());
}

function* exportCsv() {
  const res = yield* fetchWith({ failed: (f) => A.exportFailed(f.message) }, redirectsApi.exportCsv);
  if (res.success) yield call(downloadCsv, res.data);
}

export function* redirectsSaga() {
  yield all([
    takeLatest(A.listRequested.type, loadList),
    takeLatest(A.notFoundRequested.type, loadNotFound),
    takeLatest(A.saveRequested.type, save),
    takeLatest(A.testRequested.type, testPath),
    takeEvery(A.deleteRequested.type, remove),
    takeEvery(A.ignoreRequested.type, ignore),
    takeEvery(A.notFoundRemoveRequested.type, removeNotFound),
    takeLatest(A.importRequested.type, importCsv),
    takeLatest(A.exportRequested.type, exportCsv),
  ]);
}
