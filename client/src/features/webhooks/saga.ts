import type { ApiEnvelope } from '@contract/envelope';
import { type CdnPurgeLog, WEBHOOK_DELIVERY_PAGE_SIZE, type WebhookCreateRequest, type WebhookDeliveryItem, type WebhookDeliveryPage, type WebhookItem } from '@contract/webhooks';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { webhooksApi } from './api';
import { selectWebhooks } from './selectors';
import { webhooksActions as A, WebhooksState } from './slice';

function* loadList() {
  const res: ApiEnvelope<WebhookItem[]> = yield call(webhooksApi.list);
  if (res.success) yield put(A.listLoaded(res.data));
  else yield put(A.listFailed(res.message));
}

function* loadLog() {
  const { logFor, logStart }: WebhooksState = yield select(selectWebhooks);
  if (logFor === null) return;
  const res: ApiEnvelope<WebhookDeliveryPage> = yield call(webhooksApi.deliveries, logFor, { start: logStart, length: WEBHOOK_DELIVERY_PAGE_SIZE });
  if (res.success) yield put(A.logLoaded({ id: logFor, page: res.data }));
  else yield put(A.logFailed(res.message));
}

function* loadCdn() {
  const res: ApiEnvelope<CdnPurgeLog> = yield call(webhooksApi.cdnPurges, { start: 0, length: 10 });
  if (res.success) yield put(A.cdnLoaded(res.data));
  else yield put(A.cdnFailed());
}

function* create(action: PayloadAction<WebhookCreateRequest>) {
  const res: ApiEnvelope<WebhookItem> = yield call(webhooksApi.create, action.payload);
  if (res.success) yield put(A.createSucceeded(res.data));
  else yield put(A.createFailed({ message: res.message, errors: res.errors }));
}

function* remove(action: PayloadAction<{ id: number }>) {
  const res: ApiEnvelope<{ deleted: number }> = yield call(webhooksApi.remove, action.payload.id);
  if (res.success) yield put(A.deleteSucceeded({ id: action.payload.id }));
  else yield put(A.deleteFailed(res.message));
}

/** The test's answer, then the log (which now starts with it) and the list's "last delivery". */
function* sendTest(action: PayloadAction<{ id: number }>) {
  const res: ApiEnvelope<WebhookDeliveryItem> = yield call(webhooksApi.test, action.payload.id);
  if (!res.success) {
    yield put(A.testFailed(res.message));
    return;
  }
  yield put(A.testFinished(res.data));
  yield all([put(A.logRequested({ id: action.payload.id, start: 0 })), put(A.listRequested())]);
}

function* replay(action: PayloadAction<{ deliveryId: number }>) {
  const res: ApiEnvelope<WebhookDeliveryItem> = yield call(webhooksApi.replay, action.payload.deliveryId);
  if (!res.success) {
    yield put(A.replayFailed(res.message));
    return;
  }
  yield put(A.replayFinished(res.data));
  yield all([res.data.target === 'cdn' ? put(A.cdnRequested()) : put(A.logRequested({ start: 0 })), put(A.listRequested())]);
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
