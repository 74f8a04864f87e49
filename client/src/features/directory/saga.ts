import type { DirectorySearchRequest, DirectorySearchResponse } from '@contract/directory';
import type { ApiEnvelope } from '@contract/envelope';
import { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';

import { directoryApi } from './api';
import { directoryActions } from './slice';

function* search(action: PayloadAction<DirectorySearchRequest>) {
  const env: ApiEnvelope<DirectorySearchResponse> = yield call(directoryApi.search, action.payload);
  if (env.success) yield put(directoryActions.searchSucceeded(env.data));
  else yield put(directoryActions.searchFailed(env.message));
}

/** A newer search makes an older one moot. */
export function* directorySaga() {
  yield takeLatest(directoryActions.searchRequested.type, search);
}
