import { all, call, put, select, takeLeading } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { documentsByProductName, fetchProductLabelsPage, fetchSolutions, labelItems, labelTotal } from './api';
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

function* loadDocuments() {
  const { status } = (yield select(selectDocuments)) as ReturnType<typeof selectDocuments>;
  if (status === 'succeeded' || status === 'loading') return;
  yield put(selectorActions.documentsRequested());
  const items: ReturnType<typeof labelItems> = [];
  for (let page = 0; page < MAX_LABEL_PAGES; page++) {
    const env = yield* fetchWith({ failed: () => selectorActions.documentsFailed() }, fetchProductLabelsPage, page * LABEL_PAGE, LABEL_PAGE);
    if (!env.success) return;
    const batch = labelItems(env.data);
    items.push(...batch);
    const total = labelTotal(env.data);
    if (batch.length < LABEL_PAGE || (total !== null && items.length >= total)) break;
  }
  yield put(selectorActions.documentsLoaded(documentsByProductName(items)));
}

function* onOpened() {
  yield all([call(loadCatalogue), call(loadDocuments)]);
}

export function* selectorSaga() {
  yield takeLeading(selectorActions.selectorOpened.type, onOpened);
}
