import type { ContentKind } from '@contract/content';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all } from 'redux-saga/effects';

import { fetchWith, takeEveryUntil, takeLatestUntil } from '../../../lib/fetch-saga';
import { contentAdminApi } from './admin-api';
import { versionCompareActions as A } from './version-compare-slice';

function* loadVersions(action: PayloadAction<{ kind: ContentKind; baseId: number }>) {
  yield* fetchWith({ succeeded: A.versionsLoaded, failed: A.failed }, contentAdminApi.versions, action.payload.kind, action.payload.baseId);
}

function* loadVersion(action: PayloadAction<{ kind: ContentKind; baseId: number; versionId: number }>) {
  const { kind, baseId, versionId } = action.payload;
  yield* fetchWith(
    { succeeded: (v) => A.versionLoaded({ versionId, data: v.data }), failed: (f) => A.failed({ message: f.message, versionId }) },
    contentAdminApi.version,
    kind,
    baseId,
    versionId,
  );
}

/** Versions are immutable: each is asked for once, and leaving the screen stops what is still loading. */
export function* versionCompareSaga() {
  yield all([takeLatestUntil(A.opened, A.left, loadVersions), takeEveryUntil(A.versionRequested, A.left, loadVersion)]);
}
