import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';

import { fetchWith } from '../../../lib/fetch-saga';
import { linkCheckApi } from './link-check-api';
import { linkCheckActions as A, LinkCheckState, selectLinkCheck } from './link-check-slice';

/** One site path, asked once: a path already answered is not asked again. */
function* resolvePath(action: PayloadAction<{ path: string }>) {
  const { path } = action.payload;
  const known = ((yield select(selectLinkCheck)) as LinkCheckState).paths[path];
  if (known?.status === 'succeeded') return;
  const env = yield* fetchWith({ succeeded: A.pathResolved }, linkCheckApi.resolve, path);
  if (!env.success) yield put(A.pathCheckFailed({ path }));
}

export function* linkCheckSaga() {
  yield takeEvery(A.pathCheckRequested.type, resolvePath);
}
