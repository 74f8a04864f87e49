import { all, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { linksApi } from './api';
import { linksActions as A } from './slice';

function* loadReport() {
  yield* fetchWith({ succeeded: A.reportReceived, failed: (f) => A.reportFailed(f.message) }, linksApi.report);
}

function* runCheck() {
  yield* fetchWith({ succeeded: A.checkFinished, failed: (f) => A.checkFailed(f.message) }, linksApi.check);
}

export function* linksSaga() {
  yield all([takeLatest(A.reportRequested.type, loadReport), takeLatest(A.checkRequested.type, runCheck)]);
}
