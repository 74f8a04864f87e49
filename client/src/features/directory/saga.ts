import type { DirectorySearchRequest } from '@contract/directory';
import { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { directoryApi } from './api';
import { directoryActions } from './slice';

function* search(action: PayloadAction<DirectorySearchRequest>) {
  yield* fetchWith({ succeeded: directoryActions.searchSucceeded, failed: (f) => directoryActions.searchFailed(f.message) }, directoryApi.search, action.payload);
}

/** A newer search makes an older one moot. */
export function* directorySaga() {
  yield takeLatest(directoryActions.searchRequested.type, search);
}
