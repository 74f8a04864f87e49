import type { LocatorReportQuery } from '@contract/locator';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';

import { downloadCsv } from '../../lib/download';
import { fetching, fetchWith, takeLatestUntil } from '../../lib/fetch-saga';
import { locatorAdminApi } from './api';
import { locatorActions as A, type LocatorExport } from './locator-slice';

/** The report for the filters and the clicks for their dates, shown together once both are in. */
function* loadReport(action: PayloadAction<LocatorReportQuery>) {
  const query = action.payload;
  const [report, clicks] = (yield all([fetching({}, locatorAdminApi.report, query), fetching({}, locatorAdminApi.clicks, { from: query.from, to: query.to })])) as [
    Awaited<ReturnType<typeof locatorAdminApi.report>>,
    Awaited<ReturnType<typeof locatorAdminApi.clicks>>,
  ];
  if (report.success && clicks.success) yield put(A.reportLoaded({ report: report.data, clicks: clicks.data.items }));
  else yield put(A.reportFailed({ message: !report.success ? report.message : !clicks.success ? clicks.message : '' }));
}

function* exportCsv(action: PayloadAction<{ which: LocatorExport; query: LocatorReportQuery }>) {
  const env = yield* fetchWith({ succeeded: A.exportFinished, failed: A.exportFailed }, locatorAdminApi.exportCsv, action.payload.which, action.payload.query);
  if (env.success) yield call(downloadCsv, env.data);
}

export function* locatorSaga() {
  yield all([takeLatestUntil(A.reportRequested, A.left, loadReport), takeLatest(A.exportRequested.type, exportCsv)]);
}
