import type { ContentItem } from '@contract/content';
import { frenchVersionOf, type LabelSubscribeRequest } from '@contract/labels';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';

import { fetching, fetchWith } from '../../lib/fetch-saga';
import { siteApi } from './api';
import { type BrandQuery, type LabelLinks, productPageActions as A } from './product-slice';

/** `slug` is the page's path without its slash: a French page's starts with `fr/` (its record is the French one). */
function* loadProduct(action: PayloadAction<{ slug: string }>) {
  const { slug } = action.payload;
  const french = slug.startsWith('fr/');
  const succeeded = (item: ContentItem) => A.productLoaded({ slug, item });
  if (french) yield* fetchWith({ succeeded, failed: () => A.productFailed({ slug }) }, siteApi.productBySlug, slug.slice(3), 'fr');
  else yield* fetchWith({ succeeded, failed: () => A.productFailed({ slug }) }, siteApi.productBySlug, slug);
}

/** The region's labels library in every language, for finding each line's own French documents (none when it cannot be loaded). */
function* libraryFamilies(region: 2 | 3) {
  const env = yield* fetchWith({}, siteApi.libraryDocuments, region);
  return env.success ? env.data.families : [];
}

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The product-labels records whose product name starts with the brand (each with its full record when the list left it out). */
function* loadLabels(action: PayloadAction<BrandQuery>) {
  const { brand, region, locale } = action.payload;
  const env = yield* fetchWith({}, siteApi.productLabels, { start: 0, length: 50, search: brand, regionId: region as 2 | 3 });
  if (!env.success) {
    yield put(A.labelsLoaded({ brand, region, locale, labels: [] }));
    return;
  }
  const library = locale === 'fr' ? yield* libraryFamilies(region as 2 | 3) : undefined;
  const matches = env.data.items.filter((i) => norm(i.productLabel?.productName ?? i.title).startsWith(norm(brand)));
  const details = (yield all(matches.map((m) => (m.productLabel ? null : fetching({}, siteApi.productLabel, m.baseId))))) as Array<{ success: boolean; data?: ContentItem } | null>;
  const full = matches.map((m, i) => (m.productLabel ? m : details[i]?.success ? details[i].data : null));
  const labels: LabelLinks[] = full
    .filter((f): f is NonNullable<typeof f> => !!f?.productLabel)
    .map((f) => {
      const title = f.productLabel!.productName || f.title;
      const label = f.productLabel!.labelDocumentGuid;
      const sds = f.productLabel!.sdsDocumentGuid;
      // Each line's own French documents: another product's never stand in for them.
      const frenchOf = (guid: string | null | undefined, type: 'label' | 'sds') => (guid && library ? frenchVersionOf(library, { guid, type, product: title }) : null);
      return { title, label, sds, supplemental: f.productLabel!.supplemental ?? [], ...(library ? { french: { label: frenchOf(label, 'label'), sds: frenchOf(sds, 'sds') } } : {}) };
    });
  yield put(A.labelsLoaded({ brand, region, locale, labels }));
}

/** Knowledge-center items about the product; none when they cannot be loaded. */
function* loadRelated(action: PayloadAction<BrandQuery>) {
  const { brand, region, locale } = action.payload;
  const env = yield* fetchWith({}, siteApi.knowledge, { start: 0, length: 3, search: brand, regionId: region as 2 | 3, ...(locale === 'fr' ? { locale } : {}) });
  yield put(A.relatedLoaded({ brand, region, locale, items: env.success ? env.data.items : [] }));
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
