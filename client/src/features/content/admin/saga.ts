import type { ContentFilterRequest, ContentItem, ContentKind, ContentSaveRequest, VersionItem } from '@contract/content';
import type { ApiEnvelope } from '@contract/envelope';
import { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import type { RootState } from '../../../app/store';
import { fetching, fetchWith, takeLatestUntil } from '../../../lib/fetch-saga';
import { contentAdminApi } from './admin-api';
import { contentAdminActions as A, ContentAdminState } from './slice';

function* loadList(action: PayloadAction<{ kind: ContentKind; filter: ContentFilterRequest }>) {
  yield* fetchWith(
    { succeeded: ({ items, total }) => A.listReceived({ items, total }), failed: (f) => A.listFailed(f.message) },
    contentAdminApi.list,
    action.payload.kind,
    action.payload.filter,
  );
}

/** Reload the list as it is filtered now (after a pin, delete or restore). */
function* reloadList() {
  const list: ContentAdminState['list'] | undefined = yield select((s: RootState) => s.contentAdmin?.list);
  if (list?.kind) yield put(A.listRequested({ kind: list.kind, filter: list.filter }));
}

function* pin(action: PayloadAction<{ kind: ContentKind; baseId: number; type: number; pinned: boolean }>) {
  const { kind, ...body } = action.payload;
  yield* fetchWith(
    {
      succeeded: (item) => A.listActionSucceeded(`“${item.title}” ${item.pinned ? 'is pinned' : 'is no longer pinned'}.`),
      failed: (f) => A.listActionFailed(f.message),
    },
    contentAdminApi.pin,
    kind,
    body,
  );
  yield* reloadList();
}

function* remove(action: PayloadAction<{ kind: ContentKind; baseId: number; title: string }>) {
  yield* fetchWith(
    { succeeded: () => A.listActionSucceeded(`“${action.payload.title}” was deleted.`), failed: (f) => A.listActionFailed(f.message) },
    contentAdminApi.remove,
    action.payload.kind,
    action.payload.baseId,
  );
  yield* reloadList();
}

function* restore(action: PayloadAction<{ kind: ContentKind; baseId: number; title: string }>) {
  yield* fetchWith(
    { succeeded: () => A.listActionSucceeded(`“${action.payload.title}” was restored.`), failed: (f) => A.listActionFailed(f.message) },
    contentAdminApi.restore,
    action.payload.kind,
    action.payload.baseId,
  );
  yield* reloadList();
}

function* openEditor(action: PayloadAction<{ kind: ContentKind; baseId: number | null; rollbackId: number | null }>) {
  const { kind, baseId, rollbackId } = action.payload;
  if (!baseId) return;
  const key = JSON.stringify(action.payload);
  const [item, versions]: [ApiEnvelope<ContentItem>, ApiEnvelope<VersionItem[]>] = yield all([
    fetching({}, contentAdminApi.get, kind, baseId, rollbackId ?? undefined),
    fetching({}, contentAdminApi.versions, kind, baseId),
  ]);
  if (item.success) yield put(A.editorLoaded({ key, item: item.data, versions: versions.success ? versions.data : [] }));
  else yield put(A.editorFailed({ key, error: item.message }));
}

function* save(action: PayloadAction<{ kind: ContentKind; body: ContentSaveRequest }>) {
  const env = yield* fetchWith({ failed: (f) => A.saveFailed({ message: f.message, errors: f.errors }) }, contentAdminApi.save, action.payload.kind, action.payload.body);
  if (!env.success) return;
  const { warnings = [], ...item } = env.data;
  const versions = yield* fetchWith({}, contentAdminApi.versions, action.payload.kind, item.baseId);
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
