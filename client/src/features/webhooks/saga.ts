import { WEBHOOK_DELIVERY_PAGE_SIZE, type WebhookCreateRequest } from '@contract/webhooks';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { webhooksApi } from './api';
import { selectWebhooks } from './selectors';
import { webhooksActions as A, WebhooksState } from './slice';

function* loadList() {
  yield* fetchWith({ succeeded: A.listLoaded, failed: (f) => A.listFailed(f.message) }, webhooksApi.list);
}

function* loadLog() {
  const { logFor, logStart }: WebhooksState = yield select(selectWebhooks);
  if (logFor === null) return;
  yield* fetchWith({ succeeded: (page) => A.logLoaded({ id: logFor, page }), failed: (f) => A.logFailed(f.message) }, webhooksApi.deliveries, logFor, {
    start: logStart,
    length: WEBHOOK_DELIVERY_PAGE_SIZE,
  });
}

function* loadCdn() {
  yield* fetchWith({ succeeded: A.cdnLoaded, failed: () => A.cdnFailed() }, webhooksApi.cdnPurges, { start: 0, length: 10 });
}

function* create(action: PayloadAction<WebhookCreateRequest>) {
  yield* fetchWith({ succeeded: A.createSucceeded, failed: (f) => A.createFailed({ message: f.message, errors: f.errors }) }, webhooksApi.create, action.payload);
}

function* remove(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  yield* fetchWith({ succeeded: () => A.deleteSucceeded({ id }), failed: (f) => A.deleteFailed(f.message) }, webhooksApi.remove, id);
}

/** The test's answer, then the log (which now starts with it) and the list's "last delivery". */
function* sendTest(action: PayloadAction<{ id: number }>) {
  const res = yield* fetchWith({ succeeded: A.testFinished, failed: (f) => A.testFailed(f.message) }, webhooksApi.test, action.payload.id);
  if (res.success) yield all([put(A.logRequested({ id: action.payload.id, start: 0 })), put(A.listRequested())]);
}

function* replay(action: PayloadAction<{ deliveryId: number }>) {
  const res = yield* fetchWith({ succeeded: A.replayFinished, failed: (f) => A.replayFailed(f.message) }, webhooksApi.replay, action.payload.deliveryId);
  if (res.success) yield all([res.data.target === 'cdn' ? put(A.cdnRequested()) : put(A.logRequested({ start: 0 })), put(A.listRequested())]);
}

export function* webhooksSaga() {
  yield all([
    takeLatest(A.listRequested.type, loadList),
    takeLatest(A.logRequested.type, loadLog),
    takeLatest(A.cdnRequested.type, loadCdn),
    takeLatest(A.createRequested.type, create),
    takeEvery(A.deleteRequested.type, remove),
    takeLatest(A.testRequested.type, sendTest),
    takeLatest(A.replayRequested.type, replay),
  ]);
}
