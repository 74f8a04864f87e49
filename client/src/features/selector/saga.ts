import type { Locale } from '@contract/i18n/locale';
import type { LabelFamilyGroup } from '@contract/labels';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { documentsByProductName, fetchCanadaLibrary, fetchProductLabelsPage, fetchSolutions, labelItems, labelTotal } from './api';
import { selectCatalogue, selectDocuments } from './selectors';
import { selectorActions } from './slice';

const LABEL_PAGE = 50;
const MAX_LABEL_PAGES = 10;

function* loadCatalogue() {
  const { status } = (yield select(selectCatalogue)) as ReturnType<typeof selectCatalogue>;
  if (status === 'succeeded' || status === 'loading') return;
  yield put(selectorActions.catalogueRequested());
  yield* fetchWith({ succeeded: selectorActions.catalogueLoaded, failed: () => selectorActions.catalogueFailed() }, fetchSolutions);
}

function* loadDocuments(locale: Locale) {
  const loaded = (yield select(selectDocuments)) as ReturnType<typeof selectDocuments>;
  if (loaded.status === 'loading' || (loaded.status === 'succeeded' && (loaded.locale ?? 'en') === locale)) return;
  yield put(selectorActions.documentsRequested(locale));
  const items: ReturnType<typeof labelItems> = [];
  for (let page = 0; page < MAX_LABEL_PAGES; page++) {
    const env = yield* fetchWith({ failed: () => selectorActions.documentsFailed() }, fetchProductLabelsPage, page * LABEL_PAGE, LABEL_PAGE);
    if (!env.success) return;
    const batch = labelItems(env.data);
    items.push(...batch);
    const total = labelTotal(env.data);
    if (batch.length < LABEL_PAGE || (total !== null && items.length >= total)) break;
  }
  let library: LabelFamilyGroup[] | undefined;
  if (locale === 'fr') {
    // Without the library no French version is known: the English documents, marked English only.
    const env = yield* fetchWith({}, fetchCanadaLibrary);
    library = env.success ? env.data.families : [];
  }
  yield put(selectorActions.documentsLoaded(documentsByProductName(items, library)));
}

function* onOpened(action: PayloadAction<Locale | undefined>) {
  yield all([call(loadCatalogue), call(loadDocuments, action.payload ?? 'en')]);
}

export function* selectorSaga() {
  yield takeLeading(selectorActions.selectorOpened.type, onOpened);
}
