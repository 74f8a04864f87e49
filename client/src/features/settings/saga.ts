import type { SiteSettingsRequest } from '@contract/site-settings';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';

import { setSiteTimeZone } from '../../components/admin/admin-dates';
import { fetchWith } from '../../lib/fetch-saga';
import { settingsApi } from './api';
import { settingsActions as A } from './slice';

/** The site's clock is set before the settings reach the store, so the screens it shows render on it. */
function* load() {
  const env = yield* fetchWith({ failed: () => A.loadFailed() }, settingsApi.get);
  if (!env.success) return;
  yield call(setSiteTimeZone, env.data.timeZone);
  yield put(A.loaded(env.data));
}

function* save(action: PayloadAction<SiteSettingsRequest>) {
  const env = yield* fetchWith({ failed: (f) => A.saveFailed({ message: f.message, errors: f.errors }) }, settingsApi.save, action.payload);
  if (!env.success) return;
  yield call(setSiteTimeZone, env.data.timeZone);
  yield put(A.saved({ settings: env.data, message: env.message }));
}

export function* settingsSaga() {
  yield all([takeLatest(A.loadRequested.type, load), takeLatest(A.saveRequested.type, save)]);
}
