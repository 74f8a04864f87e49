import { combineReducers, configureStore, Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { Saga } from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { authReducer } from '../features/auth/slice';
import { readStoredRegion, regionReducer, initialRegionState } from '../features/region/slice';
import { rootSaga } from './root-saga';

/**
 * The store. auth and region are always present and persist in localStorage under 'root'
 * (timeout 5000 ms). Feature slices and sagas are injected when their route code loads,
 * so admin code never ships in the public bundle.
 */
const staticReducers = { auth: authReducer, region: regionReducer };
const asyncReducers: Record<string, Reducer> = {};
const persistConfig = { key: 'root', storage, whitelist: ['auth', 'region'], timeout: 5000 };

// ONE persisted reducer for the store's life: a fresh persistReducer after injectReducer would never
// receive PERSIST and would silently stop writing auth and region to localStorage.
let combined = combineReducers({ ...staticReducers }) as Reducer;
const persistedRoot = persistReducer(persistConfig, ((state: unknown, action: never) => combined(state, action)) as Reducer);
const buildRootReducer = () => persistedRoot;

const sagaMiddleware = createSagaMiddleware();

export const store = configureStore({
  reducer: buildRootReducer(),
  preloadedState: { region: { ...initialRegionState, currentRegion: readStoredRegion() } } as never,
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(sagaMiddleware),
});

export const persistor = persistStore(store);

const runningSagas = new Set<string>();
sagaMiddleware.run(rootSaga);

/** Adds a feature's reducer (once) under `key`. */
export function injectReducer(key: string, reducer: Reducer): void {
  if (asyncReducers[key]) return;
  asyncReducers[key] = reducer;
  combined = combineReducers({ ...staticReducers, ...asyncReducers }) as Reducer;
  store.replaceReducer(buildRootReducer() as never);
}

/** Starts a feature's saga (once). */
export function injectSaga(key: string, saga: Saga): void {
  if (runningSagas.has(key)) return;
  runningSagas.add(key);
  sagaMiddleware.run(saga);
}

export type RootState = ReturnType<typeof store.getState> & Record<string, unknown>;
export type AppDispatch = typeof store.dispatch;
