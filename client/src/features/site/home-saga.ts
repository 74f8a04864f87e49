import type { RegionId } from '@contract/regions';
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { siteApi } from './api';
import { homeActions as A } from './home-slice';

/** The three newest knowledge-center items of the region; none (the section hides) when they cannot be loaded. */
function* loadLatest(action: PayloadAction<RegionId>) {
  const region = action.payload;
  const env = yield* fetchWith({}, siteApi.knowledge, { start: 0, length: 3, regionId: region, sort: 'newest' });
  yield put(A.latestLoaded({ region, items: env.success ? env.data.items : [] }));
}

export function* homeSaga() {
  yield takeLatest(A.latestRequested.type, loadLatest);
}
