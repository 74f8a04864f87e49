import { configureStore, Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

import { authActions } from '../features/auth/slice';
import { followOtherTabs } from '../features/auth/tab-sync';
import { keepPersistedState, persistedStateRestored, readPersistedState, withPersistedState } from './persisted-state';
import { readStoredRegion, regionActions, storeRegion } from './region-slice';
import { rootReducer } from './root-reducer';

/**
 * The store. auth and region are always present and persist in localStorage under 'persist:root'
 * (persisted-state.ts). Feature slices (`slice.injectInto(rootReducer)`, root-reducer.ts) and sagas
 * (injectSaga) are injected when their route code loads, so admin code never ships in the public bundle.
 */
// combineSlices' reducer takes injected slices in place: the wrapper keeps seeing every action.
const persistedRoot = withPersistedState(rootReducer);

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
let runtimeLoaded: () => void = () => undefined;
const runtimeReady = new Promise<void>((resolve) => (runtimeLoaded = resolve));
/** Actions held back until the saga that answers them runs (injectSagaWhenNeeded): type → what starts it. */
interface HeldAction {
  start: () => Promise<void>;
  /** Dispatched instead of the held action when the saga's code could not be loaded. */
  loadFailed?: () => UnknownAction;
}
const heldFor = new Map<string, HeldAction>();
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
      runtimeLoaded();
    });
  };
  return (action) => {
    const held = heldFor.get((action as { type?: string }).type ?? '');
    if (held) {
      // Dispatched again (reducers, then sagas) once its saga runs. If its code could not be loaded (offline, or a
      // deploy replaced the files), the page is told (its "Try again" dispatches the action again, which retries).
      void held.start().then(
        () => api.dispatch(action as never),
        () => {
          const failed = held.loadFailed?.();
          if (failed) api.dispatch(failed);
        },
      );
      return action;
    }
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
  middleware: (getDefault) => getDefault().concat(regionStorage, sagaMiddleware),
});

// Restoring auth and region (the first localStorage read of a page is slow) runs in a task of its own;
// the first render waits for it (main.tsx, whenRestored).
let restored = false;
const restoredListeners: Array<() => void> = [];
followOtherTabs(store);
setTimeout(() => {
  // The region kept under its own key (spec 3) first, then the persisted root state, as before.
  store.dispatch(regionActions.regionRestored(readStoredRegion()));
  store.dispatch(persistedStateRestored(readPersistedState()));
  keepPersistedState(store);
  restored = true;
  restoredListeners.splice(0).forEach((listener) => listener());
}, 0);

/** Calls back once auth and region are restored (at once when they are). */
export function whenRestored(listener: () => void): void {
  if (restored) listener();
  else restoredListeners.push(listener);
}

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

/**
 * A public page's saga: its code (and redux-saga) load when an action it answers is first dispatched,
 * not with the page (whose first view the server rendered with its data). That action waits for it.
 * If the code cannot be loaded, `loadFailed` (when given) is dispatched instead, and the next of those
 * actions tries again.
 */
export function injectSagaWhenNeeded(key: string, load: () => Promise<Saga>, answers: Array<{ type: string }>, loadFailed?: () => UnknownAction): void {
  if (runningSagas.has(key) || answers.some((a) => heldFor.has(a.type))) return;
  let started: Promise<void> | null = null;
  const start = (): Promise<void> => {
    if (started) return started;
    // redux-saga's own chunk loads beside the page's saga, not after it.
    loadSagas?.();
    started = load().then(
      (saga) => {
        answers.forEach((a) => heldFor.delete(a.type));
        injectSaga(key, saga);
        return runtimeReady;
      },
      (error: unknown) => {
        started = null;
        throw error;
      },
    );
    return started;
  };
  answers.forEach((a) => heldFor.set(a.type, { start, loadFailed }));
}

export type { RootState } from './root-reducer';
export type AppDispatch = typeof store.dispatch;
