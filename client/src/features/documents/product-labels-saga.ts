import type { LabelQuery } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { labelsApi } from './api';
import { documentKey, productLabelsActions as a, SubscribePayload } from './product-labels-slice';

function* search(action: PayloadAction<{ region: RegionId; query: LabelQuery }>) {
  yield* fetchWith({ succeeded: a.searchLoaded, failed: (f) => a.searchFailed(f.message) }, labelsApi.search, action.payload.region, action.payload.query);
}

function* loadDocument(action: PayloadAction<{ guid: string; from?: number; to?: number }>) {
  const { guid, from, to } = action.payload;
  const key = documentKey(guid, from, to);
  yield* fetchWith({ succeeded: (view) => a.documentLoaded({ key, view }), failed: (f) => a.documentFailed({ key, message: f.message }) }, labelsApi.document, guid, from, to);
}

function* subscribe(action: PayloadAction<SubscribePayload>) {
  yield* fetchWith(
    { succeeded: (_ok, message) => a.subscribeSucceeded(message ?? ''), failed: (f) => a.subscribeFailed({ message: f.message, errors: f.errors }) },
    labelsApi.subscribe,
    action.payload,
  );
}

export function* productLabelsSaga() {
  yield takeLatest(a.searchRequested.type, search);
  yield takeLatest(a.documentRequested.type, loadDocument);
  yield takeLatest(a.subscribeRequested.type, subscribe);
}
