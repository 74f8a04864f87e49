import { configureStore, Middleware, Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { Saga } from 'redux-saga';

import { authActions } from '../features/auth/slice';
import { followOtherTabs } from '../features/auth/tab-sync';
import { localStorageEngine } from '../lib/local-storage-engine';
import { readStoredRegion, regionActions, storeRegion } from './region-slice';
import { rootReducer } from './root-reducer';

/**
 * The store. auth and region are always present and persist in localStorage under 'root'
 * (timeout 5000 ms). Feature slices (`slice.injectInto(rootReducer)`, root-reducer.ts) and sagas
 * (injectSaga) are injected when their route code loads, so admin code never ships in the public bundle.
 */
const persistConfig = { key: 'root', storage: localStorageEngine, whitelist: ['auth', 'region'], timeout: 5000 };

// ONE persisted reducer for the store's life: combineSlices' reducer takes injected slices in place, so the
// persisted wrapper keeps receiving every action and keeps writing auth and region to localStorage.
const persistedRoot = persistReducer(persistConfig, rootReducer as Reducer<ReturnType<typeof rootReducer>>);

/**
 * redux-saga loads in its own chunk, and only on a page that needs it: one that injects a feature saga
 * (injectSaga), or when an action the auth sagas answer is dispatched (sign-in, sign-out, check-auth,
 * e-mail sign-in). Most public pages never load it. Until it is there, actions pass to the reducers as
 * usual and are kept; once it loads, the root saga and any injected sagas start and see the kept actions
 * in order, as if they had run from the start.
 */
const SAGA_ACTIONS = new Set<string>([authActions.loginRequested.type, authActions.logoutRequested.type, authActions.checkAuthRequested.type, authActions.emailAuthRequested.type]);
let runSaga: ((saga: Saga) => void) | null = null;
let loadSagas: (() => void) | null = null;
const pendingSagas: Saga[] = [];
const sagaMiddleware: Middleware = (api) => (next) => {
  let pendingActions: unknown[] | null = [];
  let sagaNext: ((action: unknown) => unknown) | null = null;
  // A kept action already reached the reducers: when it is handed to the sagas, it stops there.
  let alreadyReduced: unknown = null;
  let loading = false;
  loadSagas = () => {
    if (loading) return;
    loading = true;
    void import(/* webpackChunkName: "sagas" */ './saga-runtime').then(({ createSagaMiddleware, rootSaga }) => {
      const middleware = createSagaMiddleware();
      const handle = middleware(api)((action: unknown) => {
        if (action === alreadyReduced) {
          alreadyReduced = null;
          return action;
        }
        return next(action);
      });
      runSaga = (saga) => void middleware.run(saga);
      runSaga(rootSaga);
      pendingSagas.splice(0).forEach(runSaga);
      const kept = pendingActions ?? [];
      pendingActions = null;
      sagaNext = handle;
      for (const action of kept) {
        alreadyReduced = action;
        handle(action);
      }
    });
  };
  return (action) => {
    if (sagaNext) return sagaNext(action);
    // The root sagas answer only the actions that load them, and a feature saga those after it is injected:
    // on a page that never loads them, old actions need not be kept for ever.
    if (pendingActions && pendingActions.push(action) > 200) pendingActions.shift();
    const result = next(action);
    if (SAGA_ACTIONS.has((action as { type?: string }).type ?? '')) loadSagas?.();
    return result;
  };
};

/** The region is kept in local storage (spec 3) and in the cookie the server reads, whenever it is chosen or updated. */
const regionStorage: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (regionActions.regionChosen.match(action) || regionActions.regionUpdated.match(action)) storeRegion(action.payload);
  return result;
};

export const store = configureStore({
  reducer: persistedRoot,
  middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(regionStorage, sagaMiddleware),
});

// Restoring auth and region (the first localStorage read of a page is slow) also runs in a task of its
// own; the first render waits for it either way (main.tsx).
export const persistor = persistStore(store, { manualPersist: true } as never);
followOtherTabs(store);
setTimeout(() => {
  // The region kept under its own key (spec 3) first, then the persisted root state, as before.
  store.dispatch(regionActions.regionRestored(readStoredRegion()));
  persistor.persist();
}, 0);

const runningSagas = new Set<string>();

/** Starts a feature's saga (once). */
export function injectSaga(key: string, saga: Saga): void {
  if (runningSagas.has(key)) return;
  runningSagas.add(key);
  if (runSaga) runSaga(saga);
  else {
    pendingSagas.push(saga);
    loadSagas?.();
  }
}

export type { RootState } from './root-reducer';
export type AppDispatch = typeof store.dispatch;
