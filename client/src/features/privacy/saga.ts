import type { ApiEnvelope } from '@contract/envelope';
import type { OpenPrivacyRequest, PrivacyRequestItem } from '@contract/privacy';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import type { DownloadResult } from '../../lib/api-client';
import { downloadBlob } from '../../lib/download';
import { privacyApi } from './api';
import { PrivacyAction, privacyActions as A } from './slice';

function* loadList() {
  const res: ApiEnvelope<PrivacyRequestItem[]> = yield call(privacyApi.list);
  if (res.success) yield put(A.listLoaded(res.data));
  else yield put(A.listFailed(res.message));
}

function* open(action: PayloadAction<OpenPrivacyRequest>) {
  const res: ApiEnvelope<PrivacyRequestItem> = yield call(privacyApi.open, action.payload);
  if (res.success) yield put(A.requestSaved({ item: res.data, message: res.message ?? null }));
  else yield put(A.openFailed({ message: res.message, errors: res.errors }));
}

/** The download: the zip handed to the browser, then the request reloaded (it now shows when it was exported). */
function* exportZip(id: number) {
  const file: DownloadResult = yield call(privacyApi.exportZip, id);
  if (!file.ok) {
    yield put(A.actionFailed(file.message));
    return;
  }
  yield call(downloadBlob, file);
  const res: ApiEnvelope<PrivacyRequestItem[]> = yield call(privacyApi.list);
  if (res.success) yield put(A.listLoaded(res.data));
  const item = res.success ? res.data.find((x) => x.id === id) : undefined;
  if (item) yield put(A.requestSaved({ item, message: `Downloaded ${file.filename}.` }));
}

function* act(action: PayloadAction<{ id: number; action: PrivacyAction }>) {
  const { id, action: a } = action.payload;
  if (a.kind === 'export') {
    yield call(exportZip, id);
    return;
  }
  let res: ApiEnvelope<PrivacyRequestItem>;
  if (a.kind === 'erase') res = yield call(privacyApi.erase, id);
  else if (a.kind === 'extend') res = yield call(privacyApi.extend, id, a.notice);
  else if (a.kind === 'acknowledge') res = yield call(privacyApi.acknowledge, id);
  else res = yield call(privacyApi.close, id);
  if (res.success) yield put(A.requestSaved({ item: res.data, message: res.message ?? null }));
  else yield put(A.actionFailed(res.message));
}

export function* privacySaga() {
  yield takeLatest(A.opened.type, loadList);
  yield takeLatest(A.openRequested.type, open);
  yield takeEvery(A.actionRequested.type, act);
}
