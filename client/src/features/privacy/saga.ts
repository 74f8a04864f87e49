import type { ApiEnvelope } from '@contract/envelope';
import type { OpenPrivacyRequest, PrivacyRequestItem } from '@contract/privacy';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { downloadBlob } from '../../lib/download';
import { fetchWith } from '../../lib/fetch-saga';
import { privacyApi } from './api';
import { PrivacyAction, privacyActions as A } from './slice';

const saved = (item: PrivacyRequestItem, message: string | undefined) => A.requestSaved({ item, message: message ?? null });

function* loadList() {
  yield* fetchWith({ succeeded: A.listLoaded, failed: (f) => A.listFailed(f.message) }, privacyApi.list);
}

function* open(action: PayloadAction<OpenPrivacyRequest>) {
  yield* fetchWith({ succeeded: saved, failed: (f) => A.openFailed({ message: f.message, errors: f.errors }) }, privacyApi.open, action.payload);
}

/** The download: the zip handed to the browser, then the request reloaded (it now shows when it was exported). */
function* exportZip(id: number) {
  const download = yield* fetchWith({ failed: (f) => A.actionFailed(f.message) }, privacyApi.exportZip, id);
  if (!download.success) return;
  const file = download.data;
  yield call(downloadBlob, file);
  const res = yield* fetchWith({ succeeded: A.listLoaded }, privacyApi.list);
  const item = res.success ? res.data.find((x) => x.id === id) : undefined;
  if (item) yield put(A.requestSaved({ item, message: `Downloaded ${file.filename}.` }));
}

/** The one call an action on a request makes; each answers with the request as it now is. */
function actionCall(id: number, a: Exclude<PrivacyAction, { kind: 'export' }>): () => Promise<ApiEnvelope<PrivacyRequestItem>> {
  if (a.kind === 'erase') return () => privacyApi.erase(id);
  if (a.kind === 'extend') return () => privacyApi.extend(id, a.notice);
  if (a.kind === 'acknowledge') return () => privacyApi.acknowledge(id);
  return () => privacyApi.close(id);
}

function* act(action: PayloadAction<{ id: number; action: PrivacyAction }>) {
  const { id, action: a } = action.payload;
  if (a.kind === 'export') {
    yield call(exportZip, id);
    return;
  }
  yield* fetchWith({ succeeded: saved, failed: (f) => A.actionFailed(f.message) }, actionCall(id, a));
}

export function* privacySaga() {
  yield takeLatest(A.opened.type, loadList);
  yield takeLatest(A.openRequested.type, open);
  yield takeEvery(A.actionRequested.type, act);
}
