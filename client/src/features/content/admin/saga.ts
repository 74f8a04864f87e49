import type { ContentFilterRequest, ContentItem, ContentKind, ContentSaveRequest, ContentSaveResponse, ContentSummary, VersionItem } from '@contract/content';
import type { ApiEnvelope, Paged } from '@contract/envelope';
import { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import type { RootState } from '../../../app/store';
import { takeLatestUntil } from '../../../lib/fetch-saga';
import { contentAdminApi } from './admin-api';
import { contentAdminActions as A, ContentAdminState } from './slice';

function* loadList(action: PayloadAction<{ kind: ContentKind; filter: ContentFilterRequest }>) {
  const env: ApiEnvelope<Paged<ContentSummary>> = yield call(contentAdminApi.list, action.payload.kind, action.payload.filter);
  if (env.success) yield put(A.listReceived({ items: env.data.items, total: env.data.total }));
  else yield put(A.listFailed(env.message));
}

/** Reload the list as it is filtered now (after a pin, delete or restore). */
function* reloadList() {
  const list: ContentAdminState['list'] | undefined = yield select((s: RootState) => s.contentAdmin?.list);
  if (list?.kind) yield put(A.listRequested({ kind: list.kind, filter: list.filter }));
}

function* pin(action: PayloadAction<{ kind: ContentKind; baseId: number; type: number; pinned: boolean }>) {
  const { kind, ...body } = action.payload;
  const env: ApiEnvelope<ContentItem> = yield call(contentAdminApi.pin, kind, body);
  if (!env.success) yield put(A.listActionFailed(env.message));
  else yield put(A.listActionSucceeded(`“${env.data.title}” ${env.data.pinned ? 'is pinned' : 'is no longer pinned'}.`));
  yield* reloadList();
}

function* remove(action: PayloadAction<{ kind: ContentKind; baseId: number; title: string }>) {
  const env: ApiEnvelope<boolean> = yield call(contentAdminApi.remove, action.payload.kind, action.payload.baseId);
  if (env.success) yield put(A.listActionSucceeded(`“${action.payload.title}” was deleted.`));
  else yield put(A.listActionFailed(env.message));
  yield* reloadList();
}

function* restore(action: PayloadAction<{ kind: ContentKind; baseId: number; title: string }>) {
  const env: ApiEnvelope<ContentItem> = yield call(contentAdminApi.restore, action.payload.kind, action.payload.baseId);
  if (env.success) yield put(A.listActionSucceeded(`“${action.payload.title}” was restored.`));
  else yield put(A.listActionFailed(env.message));
  yield* reloadList();
}

function* openEditor(action: PayloadAction<{ kind: ContentKind; baseId: number | null; rollbackId: number | null }>) {
  const { kind, baseId, rollbackId } = action.payload;
  if (!baseId) return;
  const key = JSON.stringify(action.payload);
  const [item, versions]: [ApiEnvelope<ContentItem>, ApiEnvelope<VersionItem[]>] = yield all([
    call(contentAdminApi.get, kind, baseId, rollbackId ?? undefined),
    call(contentAdminApi.versions, kind, baseId),
  ]);
  if (item.success) yield put(A.editorLoaded({ key, item: item.data, versions: versions.success ? versions.data : [] }));
  else yield put(A.editorFailed({ key, error: item.message }));
}

function* save(action: PayloadAction<{ kind: ContentKind; body: ContentSaveRequest }>) {
  const env: ApiEnvelope<ContentSaveResponse> = yield call(contentAdminApi.save, action.payload.kind, action.payload.body);
  if (!env.success) {
    yield put(A.saveFailed({ message: env.message, errors: env.errors }));
    return;
  }
  const { warnings = [], ...item } = env.data;
  const versions: ApiEnvelope<VersionItem[]> = yield call(contentAdminApi.versions, action.payload.kind, item.baseId);
  yield put(A.saveSucceeded({ item, versions: versions.success ? versions.data : [], warnings }));
}

export function* contentAdminSaga() {
  yield all([
    takeLatest(A.listRequested.type, loadList),
    takeEvery(A.pinToggled.type, pin),
    takeEvery(A.deleteConfirmed.type, remove),
    takeEvery(A.restoreRequested.type, restore),
    takeLatestUntil(A.editorOpened, A.editorLeft, openEditor),
    takeLatest(A.saveRequested.type, save),
  ]);
}
