import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { siteApi } from './api';
import { homeActions as A, LatestQuery } from './home-slice';

/** The three newest knowledge-center items of the region in the page's language; none (the section hides) when they cannot be loaded. */
function* loadLatest(action: PayloadAction<LatestQuery>) {
  const query = action.payload;
  const env = yield* fetchWith({}, siteApi.knowledge, { start: 0, length: 3, regionId: query.region, sort: 'newest', ...(query.locale === 'en' ? {} : { locale: query.locale }) });
  yield put(A.latestLoaded({ query, items: env.success ? env.data.items : [] }));
}

export function* homeSaga() {
  yield takeLatest(A.latestRequested.type, loadLatest);
}
