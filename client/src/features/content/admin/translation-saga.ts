import type { ContentKind, ContentSnapshot, VersionItem } from '@contract/content';
import type { ApiEnvelope } from '@contract/envelope';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';

import { fetching, fetchWith, takeLatestUntil } from '../../../lib/fetch-saga';
import { translationApi } from './translation-api';
import { translationToolsActions as A } from './translation-slice';

function* loadSource(action: PayloadAction<{ kind: ContentKind; baseId: number }>) {
  yield* fetchWith({ succeeded: A.sourceLoaded, failed: A.sourceFailed }, translationApi.source, action.payload.kind, action.payload.baseId);
}

/** The source's two versions (the one the translation was made against, and its newest published one), side by side. */
function* loadChanges(action: PayloadAction<{ kind: ContentKind; baseId: number; from: number; to: number }>) {
  const { kind, baseId, from, to } = action.payload;
  type Version = ApiEnvelope<VersionItem & { data: ContentSnapshot }>;
  const [older, newer] = (yield all([
    fetching({ failed: A.changesFailed }, translationApi.version, kind, baseId, from),
    fetching({ failed: A.changesFailed }, translationApi.version, kind, baseId, to),
  ])) as [Version, Version];
  if (older.success && newer.success) yield put(A.changesLoaded({ older: older.data.data, newer: newer.data.data }));
}

function* markCurrent(action: PayloadAction<{ kind: ContentKind; baseId: number }>) {
  yield* fetchWith({ succeeded: A.markSucceeded, failed: A.markFailed }, translationApi.markCurrent, action.payload.kind, action.payload.baseId);
}

export function* translationToolsSaga() {
  yield all([takeLatestUntil(A.sourceRequested, A.left, loadSource), takeLatestUntil(A.changesRequested, A.left, loadChanges), takeLatest(A.markRequested.type, markCurrent)]);
}
