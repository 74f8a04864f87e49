import { RegionId } from '@contract/regions';
import { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';

import { regionActions, storeRegion } from './region-slice';

function* persist(action: PayloadAction<RegionId>) {
  yield call(storeRegion, action.payload);
}

export function* regionSaga() {
  yield takeEvery([regionActions.regionChosen.type, regionActions.regionUpdated.type], persist);
}
