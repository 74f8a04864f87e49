import type { ContentKind, ContentSaveRequest } from '@contract/content';
import { PRESENCE_REPORT_MS } from '@contract/presence';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, cancelled, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { fetchWith, takeLatestUntil } from '../../../lib/fetch-saga';
import { previewApi } from './preview-api';
import { previewActions as A } from './preview-slice';

type Item = { kind: ContentKind; baseId: number };

function* preview(action: PayloadAction<{ kind: ContentKind; body: ContentSaveRequest }>) {
  yield* fetchWith({ succeeded: (p) => A.previewReady({ url: p.url }), failed: A.previewFailed }, previewApi.formPreview, action.payload.kind, action.payload.body);
}

function* loadLinks(action: PayloadAction<Item>) {
  yield* fetchWith({ succeeded: A.linksLoaded }, previewApi.list, action.payload.kind, action.payload.baseId);
}

function* share(action: PayloadAction<Item & { versionId: number | null; expiresInHours: number }>) {
  const { kind, baseId, versionId, expiresInHours } = action.payload;
  const env = yield* fetchWith({ succeeded: A.shareCreated, failed: A.shareFailed }, previewApi.share, kind, { baseId, versionId, expiresInHours });
  if (env.success) yield put(A.linksRequested({ kind, baseId }));
}

function* revoke(action: PayloadAction<Item & { id: number }>) {
  const { kind, baseId, id } = action.payload;
  const env = yield* fetchWith({ succeeded: () => A.revoked({ id }), failed: A.shareFailed }, previewApi.revoke, id);
  if (env.success) yield put(A.linksRequested({ kind, baseId }));
}

/** Reports the open item every 30 s and keeps who else has it open; says goodbye when the editor closes it. */
function* presence(action: PayloadAction<Item>) {
  const { kind, baseId } = action.payload;
  try {
    for (;;) {
      yield* fetchWith({ succeeded: (p) => A.othersLoaded(p.others) }, previewApi.presence, kind, baseId);
      yield delay(PRESENCE_REPORT_MS);
    }
  } finally {
    if ((yield cancelled()) as boolean) yield* fetchWith({}, previewApi.leave, kind, baseId);
  }
}

export function* previewSaga() {
  yield all([
    takeLatest(A.previewRequested.type, preview),
    takeLatest(A.linksRequested.type, loadLinks),
    takeLatest(A.shareRequested.type, share),
    takeEvery(A.revokeRequested.type, revoke),
    takeLatestUntil(A.presenceStarted, A.presenceStopped, presence),
  ]);
}
