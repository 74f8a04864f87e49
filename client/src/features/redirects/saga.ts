import type { ApiEnvelope, Paged } from '@contract/envelope';
import type {
  NotFoundEntry,
  RedirectExport,
  RedirectImportReport,
  RedirectItem,
  RedirectSaveRequest,
  RedirectSaveResponse,
  RedirectTestRequest,
  RedirectTestResult,
} from '@contract/redirects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { redirectsApi } from './api';
import { selectRedirects } from './selectors';
import { redirectsActions as A, RedirectsState } from './slice';

function* loadList() {
  const { query }: RedirectsState = yield select(selectRedirects);
  const res: ApiEnvelope<Paged<RedirectItem>> = yield call(redirectsApi.filter, query);
  if (res.success) yield put(A.listLoaded(res.data));
  else yield put(A.listFailed(res.message));
}

function* loadNotFound() {
  const { notFoundQuery }: RedirectsState = yield select(selectRedirects);
  const res: ApiEnvelope<Paged<NotFoundEntry>> = yield call(redirectsApi.notFound, notFoundQuery);
  if (res.success) yield put(A.notFoundLoaded(res.data));
  else yield put(A.notFoundFailed(res.message));
}

function* save(action: PayloadAction<{ id: number | null; body: RedirectSaveRequest }>) {
  const { id, body } = action.payload;
  const res: ApiEnvelope<RedirectSaveResponse> = id ? yield call(redirectsApi.edit, id, body) : yield call(redirectsApi.add, body);
  if (!res.success) {
    yield put(A.saveFailed({ message: res.message, errors: res.errors }));
    return;
  }
  yield put(A.saveSucceeded({ item: res.data, created: !id }));
  // A new rule may have taken a path off the 404 log.
  yield all([put(A.listRequested()), put(A.notFoundRequested())]);
}

function* testPath(action: PayloadAction<RedirectTestRequest>) {
  const res: ApiEnvelope<RedirectTestResult> = yield call(redirectsApi.test, action.payload);
  if (res.success) yield put(A.testAnswered(res.data));
  else yield put(A.testFailed(res.message));
}

function* remove(action: PayloadAction<{ ids: number[] }>) {
  const { ids } = action.payload;
  const res: ApiEnvelope<{ deleted: number; skipped: number }> = ids.length === 1 ? yield call(redirectsApi.remove, ids[0]) : yield call(redirectsApi.bulkDelete, ids);
  if (!res.success) {
    yield put(A.deleteFailed(res.message));
    return;
  }
  yield put(A.deleteSucceeded(ids.length === 1 ? { deleted: 1, skipped: 0 } : res.data));
  yield put(A.listRequested());
}

function* ignore(action: PayloadAction<{ ids: number[]; ignored: boolean }>) {
  const res: ApiEnvelope<unknown> = yield call(redirectsApi.ignore, action.payload.ids, action.payload.ignored);
  if (!res.success) yield put(A.notFoundFailed(res.message));
  yield put(A.notFoundRequested());
}

function* removeNotFound(action: PayloadAction<{ id: number }>) {
  const res: ApiEnvelope<unknown> = yield call(redirectsApi.removeNotFound, action.payload.id);
  if (!res.success) yield put(A.notFoundFailed(res.message));
  yield put(A.notFoundRequested());
}

function* importCsv(action: PayloadAction<{ csv: string; dryRun: boolean }>) {
  const res: ApiEnvelope<RedirectImportReport> = yield call(redirectsApi.importCsv, action.payload.csv, action.payload.dryRun);
  if (!res.success) {
    yield put(A.importFailed(res.message));
    return;
  }
  yield put(A.importFinished(res.data));
  if (res.data.applied) yield put(A.listRequested());
}

/** Hands the CSV to the browser as a download. */
function download(file: RedirectExport) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function* exportCsv() {
  const res: ApiEnvelope<RedirectExport> = yield call(redirectsApi.exportCsv);
  if (res.success) yield call(download, res.data);
  else yield put(A.exportFailed(res.message));
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
