import type { ApiEnvelope } from '@contract/envelope';
import type { LabelDocumentView, LabelQuery, LabelSearchResponse } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';

import { labelsApi } from './api';
import { documentKey, productLabelsActions as a, SubscribePayload } from './product-labels-slice';

function* search(action: PayloadAction<{ region: RegionId; query: LabelQuery }>) {
  const env: ApiEnvelope<LabelSearchResponse> = yield call(labelsApi.search, action.payload.region, action.payload.query);
  if (env.success) yield put(a.searchLoaded(env.data));
  else yield put(a.searchFailed(env.message));
}

function* loadDocument(action: PayloadAction<{ guid: string; from?: number; to?: number }>) {
  const { guid, from, to } = action.payload;
  const key = documentKey(guid, from, to);
  const env: ApiEnvelope<LabelDocumentView> = yield call(labelsApi.document, guid, from, to);
  if (env.success) yield put(a.documentLoaded({ key, view: env.data }));
  else yield put(a.documentFailed({ key, message: env.message }));
}

function* subscribe(action: PayloadAction<SubscribePayload>) {
  const env: ApiEnvelope<boolean> = yield call(labelsApi.subscribe, action.payload);
  if (env.success) yield put(a.subscribeSucceeded(env.message ?? ''));
  else yield put(a.subscribeFailed({ message: env.message, errors: env.errors }));
}

export function* productLabelsSaga() {
  yield takeLatest(a.searchRequested.type, search);
  yield takeLatest(a.documentRequested.type, loadDocument);
  yield takeLatest(a.subscribeRequested.type, subscribe);
}
