import type { CaseSettings, CaseSettingsRequest, ResponseReport, ResponseReportQuery } from '@contract/cases';
import type { ApiEnvelope } from '@contract/envelope';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';

import { caseSettingsApi } from './api';
import { caseSettingsActions as A } from './settings-slice';

function* load() {
  const res: ApiEnvelope<CaseSettings> = yield call(caseSettingsApi.get);
  if (res.success) yield put(A.loaded(res.data));
  else yield put(A.loadFailed(res.message));
}

function* save(action: PayloadAction<CaseSettingsRequest>) {
  const res: ApiEnvelope<CaseSettings> = yield call(caseSettingsApi.save, action.payload);
  if (res.success) yield put(A.saved({ settings: res.data, message: res.message ?? null }));
  else yield put(A.saveFailed(res.message));
}

function* report(action: PayloadAction<ResponseReportQuery>) {
  const res: ApiEnvelope<ResponseReport> = yield call(caseSettingsApi.report, action.payload);
  if (res.success) yield put(A.reportLoaded(res.data));
  else yield put(A.reportFailed(res.message));
}

export function* caseSettingsSaga() {
  yield takeLatest(A.opened.type, load);
  yield takeLatest(A.saveRequested.type, save);
  // A newer period makes the older report moot.
  yield takeLatest(A.reportRequested.type, report);
}
