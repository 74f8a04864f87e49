import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';

import { downloadCsv } from '../../lib/download';
import { fetchWith } from '../../lib/fetch-saga';
import { adminFormsActions, AdminFormsState, PAGE_SIZE, selectAdminForms } from './admin-slice';
import { adminFormsApi, caseApi } from './api';

/** A page of the list for the current filter (the first page, or the next for Load More). */
function* loadPage(start: number, length: number) {
  const s: AdminFormsState = yield select(selectAdminForms);
  const body = { start, length, ...s.filter, updated: s.updated };
  yield* fetchWith(
    { succeeded: (items) => adminFormsActions.pageLoaded({ items, start, length }), failed: (f) => adminFormsActions.loadFailed(f.message) },
    adminFormsApi.filter,
    body,
  );
}

function* reload(action: PayloadAction<{ keep?: boolean } | undefined>) {
  const s: AdminFormsState = yield select(selectAdminForms);
  const length = action.payload?.keep ? Math.min(100, Math.max(PAGE_SIZE, s.items.length)) : PAGE_SIZE;
  yield call(loadPage, 0, length);
}

/** The owner filter's choices; without them the filter offers only "anyone". */
function* loadOwners() {
  yield* fetchWith({ succeeded: adminFormsActions.ownersLoaded }, caseApi.owners);
}

function* loadMore() {
  const s: AdminFormsState = yield select(selectAdminForms);
  yield call(loadPage, s.items.length, PAGE_SIZE);
}

function* archive(action: PayloadAction<number>) {
  const res = yield* fetchWith(
    {
      succeeded: (_item, message) => adminFormsActions.archiveSucceeded(message ?? 'The submission was archived.'),
      failed: (f) => adminFormsActions.archiveFailed(f.message),
    },
    adminFormsApi.archive,
    action.payload,
  );
  // Spec 2.8: archive, then reload the list.
  if (res.success) yield put(adminFormsActions.listRequested({ keep: true }));
}

/** The CSV starts with a byte-order mark, so spreadsheet programs read it as UTF-8. */
const saveCsv = (file: { filename: string; csv: string }) => downloadCsv({ filename: file.filename, csv: `\ufeff${file.csv}` });

function* exportCsv() {
  const { filter }: AdminFormsState = yield select(selectAdminForms);
  const { order, status, type, region, search, caseStatus, owner, mine, unread, overdue } = filter;
  const env = yield* fetchWith({ succeeded: adminFormsActions.exportFinished, failed: adminFormsActions.exportFailed }, adminFormsApi.export, {
    order,
    status,
    type,
    region,
    search,
    caseStatus,
    owner,
    mine,
    unread,
    overdue,
  });
  if (env.success) yield call(saveCsv, env.data);
}

export function* adminFormsSaga() {
  // One channel for every load of the list: a filter changed while the first load is under way cancels it, so an older
  // answer never replaces the newer filter's rows.
  yield takeLatest([adminFormsActions.opened.type, adminFormsActions.listRequested.type, adminFormsActions.filterChanged.type], reload);
  yield takeLatest(adminFormsActions.opened.type, loadOwners);
  yield takeLatest(adminFormsActions.moreRequested.type, loadMore);
  yield takeLatest(adminFormsActions.archiveRequested.type, archive);
  yield takeLatest(adminFormsActions.exportRequested.type, exportCsv);
}
