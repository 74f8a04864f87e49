import type { CaseDetail } from '@contract/cases';
import type { ApiEnvelope } from '@contract/envelope';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { caseApi } from './api';
import { caseActions as A, CaseChange } from './case-slice';

function* load(action: PayloadAction<number>) {
  const res: ApiEnvelope<CaseDetail> = yield call(caseApi.get, action.payload);
  if (res.success) yield put(A.loaded(res.data));
  else yield put(A.loadFailed(res.message));
}

/** Each change is one call; every one answers with the case as it now is. */
function* change(action: PayloadAction<{ id: number; change: CaseChange }>) {
  const { id, change: c } = action.payload;
  let res: ApiEnvelope<CaseDetail>;
  if (c.kind === 'status') res = yield call(caseApi.setStatus, id, c.status);
  else if (c.kind === 'owner') res = yield call(caseApi.setOwner, id, c.ownerEmail);
  else if (c.kind === 'note') res = yield call(caseApi.addNote, id, c.text);
  else if (c.kind === 'reply') res = yield call(caseApi.recordReply, id);
  else res = yield call(caseApi.setHold, id, { hold: c.hold, reason: c.reason });
  if (res.success) yield put(A.changeSaved({ detail: res.data, message: res.message ?? null }));
  else yield put(A.changeFailed(res.message));
}

export function* caseSaga() {
  yield takeLatest(A.opened.type, load);
  // Changes go one after another in the order made; none makes another moot.
  yield takeEvery(A.changeRequested.type, change);
}
