import { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { ContentFilterRequest, ContentItem, ContentKind, ContentSummary } from '@contract/content';
import type { ApiEnvelope, Paged } from '@contract/envelope';
import type { RegionId } from '@contract/regions';
import { contentApi } from './api';
import { contentPublicActions as A, listKey } from './slice';

function* loadList(action: PayloadAction<{ kind: ContentKind; filter: ContentFilterRequest; append: boolean }>) {
  const { kind, filter, append } = action.payload;
  const env: ApiEnvelope<Paged<ContentSummary>> = yield call(contentApi.filter, kind, filter);
  if (env.success) yield put(A.listReceived({ key: listKey(kind, filter), items: env.data.items, total: env.data.total, append }));
  else yield put(A.listFailed());
}

function* loadItem(action: PayloadAction<{ kind: ContentKind; slug: string; region: RegionId }>) {
  const key = JSON.stringify(action.payload);
  const { kind, slug, region } = action.payload;
  const env: ApiEnvelope<ContentItem> = yield call(contentApi.bySlug, kind, slug, region);
  if (!env.success) {
    yield put(A.itemMissing({ key }));
    return;
  }
  // Related: the newest other items of the same kind in the same region.
  const related: ApiEnvelope<{ items: ContentSummary[] }> = yield call(contentApi.filter, kind, { regionId: region, length: 4, sort: 'newest' });
  const items = related.success ? related.data.items.filter((i) => i.baseId !== env.data.baseId).slice(0, 3) : [];
  yield put(A.itemReceived({ key, item: env.data, related: items }));
}

/** A newer list or item request makes an older one moot. */
export function* contentPublicSaga() {
  yield all([takeLatest(A.listRequested.type, loadList), takeLatest(A.itemRequested.type, loadItem)]);
}
