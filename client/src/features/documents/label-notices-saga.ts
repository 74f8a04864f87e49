import type { CsvExport, LabelSubscriberFilter, LabelSubscriberRow } from '@contract/labels';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { downloadCsv } from '../../lib/download';
import { fetchWith, takeLatestUntil } from '../../lib/fetch-saga';
import { labelsApi } from './api';
import { labelNoticesActions as A } from './label-notices-slice';

/** The CSV starts with a byte-order mark, so spreadsheet programs read it as UTF-8. */
const saveCsv = (file: CsvExport) => downloadCsv({ filename: file.filename, csv: `\ufeff${file.csv}` });

function* loadSubscribers() {
  yield* fetchWith({ succeeded: A.subscribersLoaded, failed: A.subscribersFailed }, labelsApi.subscribers, {});
}

function* removeSubscriber(action: PayloadAction<LabelSubscriberRow>) {
  const env = yield* fetchWith({ succeeded: () => A.subscriberRemoved(action.payload), failed: A.subscriberRemoveFailed }, labelsApi.removeSubscriber, action.payload.id);
  if (env.success) yield put(A.subscribersRequested());
}

function* exportSubscribers(action: PayloadAction<LabelSubscriberFilter>) {
  const env = yield* fetchWith({ failed: A.exportFailed }, labelsApi.subscribersExport, action.payload);
  if (env.success) yield call(saveCsv, env.data);
}

function* loadNotices() {
  yield* fetchWith({ succeeded: A.noticesLoaded, failed: A.noticesFailed }, labelsApi.notices);
}

function* exportNotices() {
  const env = yield* fetchWith({ failed: A.exportFailed }, labelsApi.noticesExport);
  if (env.success) yield call(saveCsv, env.data);
}

export function* labelNoticesSaga() {
  yield all([
    takeLatestUntil(A.subscribersRequested, A.left, loadSubscribers),
    takeEvery(A.subscriberRemoveRequested.type, removeSubscriber),
    takeLatest(A.subscribersExportRequested.type, exportSubscribers),
    takeLatestUntil(A.noticesRequested, A.left, loadNotices),
    takeLatest(A.noticesExportRequested.type, exportNotices),
  ]);
}
