import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { ApiEnvelope, Paged } from '@contract/envelope';
import type { ContentSummary } from '@contract/content';
import type { DocumentPublicInfo } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { documentsApi } from './api';
import { LabelRow, toLabelRow } from './product-labels';
import { productLabelsActions as a } from './product-labels-slice';

function* loadLabels(action: PayloadAction<RegionId>) {
  const env: ApiEnvelope<Paged<ContentSummary>> = yield call(documentsApi.productLabels, { regionId: action.payload, start: 0, length: 100, sort: 'title' });
  if (!env.success) {
    yield put(a.labelsFailed(env.message));
    return;
  }
  const rows = env.data.items.map(toLabelRow).filter((r): r is LabelRow => r !== null);
  yield put(a.labelsLoaded(rows));
  const guids = rows.flatMap((r) => [r.labelGuid, r.sdsGuid, ...r.supplemental.map((s) => s.documentGuid)]).filter((g): g is string => !!g);
  if (!guids.length) return;
  // File type and size are a nicety: the links work without them.
  const info: ApiEnvelope<DocumentPublicInfo[]> = yield call(documentsApi.info, guids);
  if (info.success) yield put(a.filesLoaded(info.data));
}

export function* productLabelsSaga() {
  yield takeLatest(a.labelsRequested.type, loadLabels);
}
