import type { BrokenLinksReport, DashboardSummary } from '@contract/audit';
import type { DashboardCaseQueue } from '@contract/cases';
import type { ApiEnvelope } from '@contract/envelope';
import { all, call, put, takeLatest } from 'redux-saga/effects';

import { dashboardApi } from './api';
import { dashboardActions as A } from './slice';

function* loadSummary() {
  const res: ApiEnvelope<DashboardSummary> = yield call(dashboardApi.summary);
  if (res.success) yield put(A.summaryLoaded(res.data));
  else yield put(A.summaryFailed(res.message));
}

/** Any failure (no check yet, the checker not installed, a network error) reads "No link check yet". */
export function* loadLinks() {
  const res: ApiEnvelope<BrokenLinksReport> = yield call(dashboardApi.links);
  if (res.success && res.data && Array.isArray(res.data.items)) yield put(A.linksLoaded(res.data));
  else yield put(A.linksFailed());
}

function* loadQueue() {
  const res: ApiEnvelope<DashboardCaseQueue> = yield call(dashboardApi.queue);
  if (res.success) yield put(A.queueLoaded(res.data));
  else yield put(A.queueFailed());
}

function* opened() {
  yield all([call(loadSummary), call(loadLinks), call(loadQueue)]);
}

export function* dashboardSaga() {
  yield takeLatest(A.opened.type, opened);
}
