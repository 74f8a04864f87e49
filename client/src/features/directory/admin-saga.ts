import type { RepDto, RetailerDto } from '@contract/directory';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { downloadCsv } from '../../lib/download';
import { fetchWith, takeLatestUntil } from '../../lib/fetch-saga';
import { DIRECTORY_PAGE_SIZE, directoryAdminActions as A, type DirectoryAdminState, type DirectoryTab, selectDirectoryAdmin } from './admin-slice';
import { directoryAdminApi, locatorAdminApi } from './api';

const LIST = '/siteadmin/reps-retailers';

function* loadList() {
  const { query }: DirectoryAdminState = yield select(selectDirectoryAdmin);
  if (!query) return;
  const filter = { search: query.search, start: query.start, length: DIRECTORY_PAGE_SIZE };
  const events = { succeeded: A.listLoaded, failed: A.listFailed };
  if (query.tab === 'reps') yield* fetchWith(events, directoryAdminApi.reps, filter);
  else yield* fetchWith(events, directoryAdminApi.retailers, filter);
}

/** Deleted or refused, the list is loaded again. */
function* remove(action: PayloadAction<{ tab: DirectoryTab; id: number }>) {
  const { tab, id } = action.payload;
  yield* fetchWith({ failed: A.deleteFailed }, tab === 'reps' ? directoryAdminApi.deleteRep : directoryAdminApi.deleteRetailer, id);
  yield put(A.listReloadRequested());
}

function* openRep(action: PayloadAction<{ id: string | null }>) {
  if (action.payload.id) yield* fetchWith({ succeeded: A.repLoaded, failed: A.itemFailed }, directoryAdminApi.rep, action.payload.id);
}

function* openRetailer(action: PayloadAction<{ id: string | null }>) {
  if (action.payload.id) yield* fetchWith({ succeeded: A.retailerLoaded, failed: A.itemFailed }, directoryAdminApi.retailer, action.payload.id);
}

function* loadClicks(action: PayloadAction<{ type: 'rep' | 'retailer'; id: string }>) {
  yield* fetchWith({ succeeded: A.clicksLoaded, failed: A.clicksFailed }, locatorAdminApi.locationClicks, action.payload.type, action.payload.id);
}

function* saveRep(action: PayloadAction<RepDto>) {
  yield* fetchWith({ succeeded: (rep) => A.saveSucceeded({ to: `${LIST}?tab=reps`, notice: `Saved ${rep.name}.` }), failed: A.saveFailed }, directoryAdminApi.saveRep, action.payload);
}

/** Working through the list, a save opens the next retailer, or says that was the last one. */
function* saveRetailer(action: PayloadAction<{ retailer: RetailerDto; next: boolean; search: string; listSearch: string }>) {
  const { retailer, next, search, listSearch } = action.payload;
  const list = `${LIST}?tab=retailers`;
  const env = yield* fetchWith({ failed: A.saveFailed }, directoryAdminApi.saveRetailer, retailer);
  if (!env.success) return;
  const saved = env.data;
  if (!next || !saved.id) {
    yield put(A.saveSucceeded({ to: list, notice: `Saved ${saved.name}.` }));
    return;
  }
  const after = yield* fetchWith({}, directoryAdminApi.nextRetailer, saved.id, search);
  yield put(
    after.success && after.data
      ? A.saveSucceeded({ to: `${LIST}/retailer/edit/${after.data.id}/next${listSearch}`, notice: `Saved ${saved.name}. Now editing the next retailer.` })
      : A.saveSucceeded({ to: list, notice: `Saved ${saved.name}. That was the last retailer in the list.` }),
  );
}

function* exportCsv(action: PayloadAction<DirectoryTab>) {
  const env = yield* fetchWith({ succeeded: A.exportFinished, failed: A.exportFailed }, directoryAdminApi.exportCsv, action.payload);
  if (env.success) yield call(downloadCsv, env.data);
}

/** A dry run reports what would change; an import commits the file and the list shows the result. */
function* importCsv(action: PayloadAction<{ tab: DirectoryTab; file: File; dryRun: boolean }>) {
  const { tab, file, dryRun } = action.payload;
  const env = yield* fetchWith({ succeeded: A.importReported, failed: A.importFailed }, directoryAdminApi.importCsv, tab, file, dryRun);
  if (env.success && !dryRun) yield put(A.listReloadRequested());
}

export function* directoryAdminSaga() {
  yield all([
    takeLatestUntil([A.listRequested, A.listReloadRequested], A.listLeft, loadList),
    takeEvery(A.deleteRequested.type, remove),
    takeLatestUntil(A.repOpened, A.editorLeft, openRep),
    takeLatestUntil(A.retailerOpened, A.editorLeft, openRetailer),
    takeLatestUntil(A.clicksRequested, A.editorLeft, loadClicks),
    takeLatestUntil([A.repSaveRequested, A.retailerSaveRequested], A.editorLeft, function* (action: PayloadAction<unknown>) {
      if (A.repSaveRequested.match(action)) yield* saveRep(action);
      else if (A.retailerSaveRequested.match(action)) yield* saveRetailer(action);
    }),
    takeLatest(A.exportRequested.type, exportCsv),
    takeLatest(A.importRequested.type, importCsv),
  ]);
}
