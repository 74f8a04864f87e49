import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { adminLinkApi } from './admin-link-api';
import { adminLinkActions as A } from './admin-link-slice';

function* lookup(action: PayloadAction<{ path: string }>) {
  const { path } = action.payload;
  yield* fetchWith({ succeeded: (found) => A.lookupAnswered({ path, url: found?.adminPath ?? null }), failed: () => A.lookupAnswered({ path, url: null }) }, adminLinkApi.lookup, path);
}

/** A newer page makes the lookup for the last one moot. */
export function* adminLinkSaga() {
  yield takeLatest(A.lookupRequested.type, lookup);
}
