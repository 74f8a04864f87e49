import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';

import { isLoadFailure, responseStatus } from '../../lib/api-client';
import { fetchWith } from '../../lib/fetch-saga';
import { siteApi } from './api';
import { customPageActions, pageKey, type PageQuery } from './custom-page-slice';
import { pageLookupActions } from './page-lookup-slice';

/** A redirect for the path, or none; a lookup that fails to load is only logged (spec 8) and shows an error. */
function* lookup(action: PayloadAction<{ path: string; search: string }>) {
  const { path, search } = action.payload;
  const env = yield* fetchWith({}, siteApi.redirectFor, path + search);
  if (!env.success && isLoadFailure(env)) {
    console.warn(`page lookup for ${path} failed: ${responseStatus(env) || 'no answer'} ${env.message}`);
    yield put(pageLookupActions.lookupAnswered({ path, status: 'failed' }));
    return;
  }
  yield put(pageLookupActions.lookupAnswered({ path, status: 'succeeded', target: env.success ? (env.data?.target ?? null) : null }));
}

/** The page and the latest resources under it; not there (404, or refused) is Page Not Found, a failure to load an error. */
function* loadPage(action: PayloadAction<PageQuery>) {
  const { slug, region, locale } = action.payload;
  const key = pageKey(action.payload);
  const env = yield* fetchWith({}, siteApi.pageBySlug, slug, region, locale === 'fr' ? locale : undefined);
  if (!env.success && isLoadFailure(env)) {
    // Page lookup load errors are only logged (spec 8): not a missing page.
    console.warn(`custom page '${slug}' failed to load (${responseStatus(env) || 'no answer'}): ${env.message}`);
    yield put(customPageActions.pageAnswered({ key, status: 'failed' }));
    return;
  }
  if (!env.success) {
    yield put(customPageActions.pageAnswered({ key, status: 'missing' }));
    return;
  }
  const latest = yield* fetchWith({}, siteApi.pageLatest, env.data.baseId);
  yield put(customPageActions.pageAnswered({ key, status: 'succeeded', item: env.data, latest: latest.success ? latest.data : [] }));
}

export function* customPagesSaga() {
  yield all([takeLatest(pageLookupActions.lookupRequested.type, lookup), takeLatest(customPageActions.pageRequested.type, loadPage)]);
}
