import type { CaseDetail } from '@contract/cases';
import type { ApiEnvelope } from '@contract/envelope';
import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { caseApi } from './api';
import { caseActions as A, CaseChange } from './case-slice';

function* load(action: PayloadAction<number>) {
  yield* fetchWith({ succeeded: A.loaded, failed: (f) => A.loadFailed(f.message) }, caseApi.get, action.payload);
}

/** The one call a change makes; every one answers with the case as it now is. */
function changeCall(id: number, c: CaseChange): () => Promise<ApiEnvelope<CaseDetail>> {
  if (c.kind === 'status') return () => caseApi.setStatus(id, c.status);
  if (c.kind === 'owner') return () => caseApi.setOwner(id, c.ownerEmail);
  if (c.kind === 'note') return () => caseApi.addNote(id, c.text);
  if (c.kind === 'reply') return () => caseApi.recordReply(id);
  return () => caseApi.setHold(id, { hold: c.hold, reason: c.reason });
}

function* change(action: PayloadAction<{ id: number; change: CaseChange }>) {
  const { id, change: c } = action.payload;
  yield* fetchWith({ succeeded: (detail, message) => A.changeSaved({ detail, message: message ?? null }), failed: (f) => A.changeFailed(f.message) }, changeCall(id, c));
}

export function* caseSaga() {
  yield takeLatest(A.opened.type, load);
  // Changes go one after another in the order made; none makes another moot.
  yield takeEvery(A.changeRequested.type, change);
}
