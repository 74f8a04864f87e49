import { all, call, put, select, takeLatest } from 'redux-saga/effects';

import { downloadCsv } from '../../lib/download';
import { fetchWith } from '../../lib/fetch-saga';
import { auditApi } from './api';
import { selectAudit } from './selectors';
import { auditActions as A, AuditState } from './slice';

function* loadList() {
  const { query }: AuditState = yield select(selectAudit);
  yield* fetchWith({ succeeded: A.listLoaded, failed: (f) => A.listFailed(f.message) }, auditApi.list, query);
}

function* loadOptions() {
  yield* fetchWith({ succeeded: A.optionsLoaded }, auditApi.options);
}

/** The export takes the filter of the list on screen (not its page): every matching row. */
function* exportCsv() {
  const { query }: AuditState = yield select(selectAudit);
  const { start: _s, length: _l, ...filter } = query;
  const res = yield* fetchWith({ failed: (f) => A.exportFailed(f.message) }, auditApi.exportCsv, filter);
  if (!res.success) return;
  yield call(downloadCsv, res.data);
  yield put(A.exportFinished());
}

export function* auditSaga() {
  yield all([takeLatest(A.listRequested.type, loadList), takeLatest(A.optionsRequested.type, loadOptions), takeLatest(A.exportRequested.type, exportCsv)]);
}
