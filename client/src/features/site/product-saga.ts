import type { ContentItem } from '@contract/content';
import type { LabelSubscribeRequest } from '@contract/labels';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';

import { fetching, fetchWith } from '../../lib/fetch-saga';
import { siteApi } from './api';
import { type BrandQuery, type LabelLinks, productPageActions as A } from './product-slice';

function* loadProduct(action: PayloadAction<{ slug: string }>) {
  const { slug } = action.payload;
  yield* fetchWith({ succeeded: (item) => A.productLoaded({ slug, item }), failed: () => A.productFailed({ slug }) }, siteApi.productBySlug, slug);
}

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The product-labels records whose product name starts with the brand (each with its full record when the list left it out). */
function* loadLabels(action: PayloadAction<BrandQuery>) {
  const { brand, region } = action.payload;
  const env = yield* fetchWith({}, siteApi.productLabels, { start: 0, length: 50, search: brand, regionId: region as 2 | 3 });
  if (!env.success) {
    yield put(A.labelsLoaded({ brand, region, labels: [] }));
    return;
  }
  const matches = env.data.items.filter((i) => norm(i.productLabel?.productName ?? i.title).startsWith(norm(brand)));
  const details = (yield all(matches.map((m) => (m.productLabel ? null : fetching({}, siteApi.productLabel, m.baseId))))) as Array<{ success: boolean; data?: ContentItem } | null>;
  const full = matches.map((m, i) => (m.productLabel ? m : details[i]?.success ? details[i].data : null));
  const labels: LabelLinks[] = full
    .filter((f): f is NonNullable<typeof f> => !!f?.productLabel)
    .map((f) => ({
      title: f.productLabel!.productName || f.title,
      label: f.productLabel!.labelDocumentGuid,
      sds: f.productLabel!.sdsDocumentGuid,
      supplemental: f.productLabel!.supplemental ?? [],
    }));
  yield put(A.labelsLoaded({ brand, region, labels }));
}

/** Knowledge-center items about the product; none when they cannot be loaded. */
function* loadRelated(action: PayloadAction<BrandQuery>) {
  const { brand, region } = action.payload;
  const env = yield* fetchWith({}, siteApi.knowledge, { start: 0, length: 3, search: brand, regionId: region as 2 | 3 });
  yield put(A.relatedLoaded({ brand, region, items: env.success ? env.data.items : [] }));
}

function* subscribe(action: PayloadAction<LabelSubscribeRequest>) {
  yield* fetchWith({ succeeded: (_ok, message) => A.notifySucceeded(message ?? ''), failed: A.notifyFailed }, siteApi.subscribeToLabels, action.payload);
}

export function* productPageSaga() {
  yield all([
    takeLatest(A.productRequested.type, loadProduct),
    takeLatest(A.labelsRequested.type, loadLabels),
    takeLatest(A.relatedRequested.type, loadRelated),
    takeLatest(A.notifyRequested.type, subscribe),
  ]);
}
