import type { ContentFilterRequest, ContentKind } from '@contract/content';
import type { Locale } from '@contract/i18n/locale';
import { relatedFilter, relatedItems } from '@contract/public-lists';
import type { RegionId } from '@contract/regions';
import { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { contentApi } from './api';
import { contentPublicActions as A, itemKey, listKey } from './slice';

function* loadList(action: PayloadAction<{ kind: ContentKind; filter: ContentFilterRequest; append: boolean }>) {
  const { kind, filter, append } = action.payload;
  yield* fetchWith(
    { succeeded: ({ items, total }) => A.listReceived({ key: listKey(kind, filter), items, total, append }), failed: () => A.listFailed() },
    contentApi.filter,
    kind,
    filter,
  );
}

/** An item by its slug in the page's language (each language has its own slugs). */
function* loadItem(action: PayloadAction<{ kind: ContentKind; slug: string; region: RegionId; locale: Locale }>) {
  const { kind, slug, region, locale } = action.payload;
  const key = itemKey(kind, slug, region, locale);
  const env = yield* fetchWith({ failed: () => A.itemMissing({ key }) }, contentApi.bySlug, kind, slug, region, locale);
  if (!env.success) return;
  // Related: the newest other items of the same kind in the same region and language; none when they cannot be loaded.
  const related = yield* fetchWith({}, contentApi.filter, kind, { ...relatedFilter(region), ...(locale === 'en' ? {} : { locale }) });
  const items = related.success ? relatedItems(related.data.items, env.data.baseId) : [];
  yield put(A.itemReceived({ key, item: env.data, related: items }));
}

/** A newer list or item request makes an older one moot. */
export function* contentPublicSaga() {
  yield all([takeLatest(A.listRequested.type, loadList), takeLatest(A.itemRequested.type, loadItem)]);
}
