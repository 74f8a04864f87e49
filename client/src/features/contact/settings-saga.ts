import type { CaseSettingsRequest, ResponseReportQuery } from '@contract/cases';
import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { caseSettingsApi } from './api';
import { caseSettingsActions as A } from './settings-slice';

function* load() {
  yield* fetchWith({ succeeded: A.loaded, failed: (f) => A.loadFailed(f.message) }, caseSettingsApi.get);
}

function* save(action: PayloadAction<CaseSettingsRequest>) {
  yield* fetchWith({ succeeded: (settings, message) => A.saved({ settings, message: message ?? null }), failed: (f) => A.saveFailed(f.message) }, caseSettingsApi.save, action.payload);
}

function* report(action: PayloadAction<ResponseReportQuery>) {
  yield* fetchWith({ succeeded: A.reportLoaded, failed: (f) => A.reportFailed(f.message) }, caseSettingsApi.report, action.payload);
}

export function* caseSettingsSaga() {
  yield takeLatest(A.opened.type, load);
  yield takeLatest(A.saveRequested.type, save);
  // A newer period makes the older report moot.
  yield takeLatest(A.reportRequested.type, report);
}
