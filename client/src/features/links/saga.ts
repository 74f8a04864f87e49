import type { ApiEnvelope } from '@contract/envelope';
import type { LinkReport } from '@contract/links';
import { all, call, put, takeLatest } from 'redux-saga/effects';

import { linksApi } from './api';
import { linksActions as A } from './slice';

function* loadReport() {
  const env: ApiEnvelope<LinkReport> = yield call(linksApi.report);
  if (env.success) yield put(A.reportReceived(env.data));
  else yield put(A.reportFailed(env.message));
}

function* runCheck() {
  const env: ApiEnvelope<LinkReport> = yield call(linksApi.check);
  if (env.success) yield put(A.checkFinished(env.data));
  else yield put(A.checkFailed(env.message));
}

export function* linksSaga() {
  yield all([takeLatest(A.reportRequested.type, loadReport), takeLatest(A.checkRequested.type, runCheck)]);
}
