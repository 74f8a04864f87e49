import type { AuditEntryItem, AuditExport, AuditFilterOptions } from '@contract/audit';
import type { ApiEnvelope, Paged } from '@contract/envelope';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';

import { downloadCsv } from '../../lib/download';
import { auditApi } from './api';
import { selectAudit } from './selectors';
import { auditActions as A, AuditState } from './slice';

function* loadList() {
  const { query }: AuditState = yield select(selectAudit);
  const res: ApiEnvelope<Paged<AuditEntryItem>> = yield call(auditApi.list, query);
  if (res.success) yield put(A.listLoaded(res.data));
  else yield put(A.listFailed(res.message));
}

function* loadOptions() {
  const res: ApiEnvelope<AuditFilterOptions> = yield call(auditApi.options);
  if (res.success) yield put(A.optionsLoaded(res.data));
}

/** The export takes the filter of the list on screen (not its page): every matching row. */
function* exportCsv() {
  const { query }: AuditState = yield select(selectAudit);
  const { start: _s, length: _l, ...filter } = query;
  const res: ApiEnvelope<AuditExport> = yield call(auditApi.exportCsv, filter);
  if (!res.success) {
    yield put(A.exportFailed(res.message));
    return;
  }
  yield call(downloadCsv, res.data);
  yield put(A.exportFinished());
}

export function* auditSaga() {
  yield all([takeLatest(A.listRequested.type, loadList), takeLatest(A.optionsRequested.type, loadOptions), takeLatest(A.exportRequested.type, exportCsv)]);
}
