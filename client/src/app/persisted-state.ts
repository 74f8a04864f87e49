import { createAction, Reducer } from '@reduxjs/toolkit';

import type { RootState } from './root-reducer';

/**
 * auth and region kept in localStorage under 'persist:root', in the format redux-persist wrote (each key's state
 * as JSON text, plus `_persist`), so sessions stored before carry over and other tabs read it as before
 * (features/auth/tab-sync.ts). A few lines in place of redux-persist, which the entry no longer carries.
 */
export const PERSIST_KEY = 'persist:root';
const PERSISTED = ['auth', 'region'] as const;
type Persisted = Partial<Pick<RootState, (typeof PERSISTED)[number]>>;

/** The kept state, read when the page starts: it replaces each slice's state whole (as redux-persist's level-1 merge did). */
export const persistedStateRestored = createAction<Persisted>('persist/restored');

export const withPersistedState =
  <S extends RootState>(reducer: Reducer<S>): Reducer<S> =>
  (state, action) =>
    reducer(persistedStateRestored.match(action) && state ? { ...state, ...action.payload } : state, action);

/** What this browser kept; nothing when storage is blocked or the value is not ours. */
export function readPersistedState(): Persisted {
  const kept: Record<string, unknown> = {};
  try {
    const raw = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') as Record<string, unknown>;
    for (const key of PERSISTED) if (typeof raw[key] === 'string') kept[key] = JSON.parse(raw[key]);
  } catch {
    return {};
  }
  return kept;
}

/** Writes auth and region whenever either changes (once per task), and once after they are restored. */
export function keepPersistedState(store: { getState(): RootState; subscribe(listener: () => void): unknown }): void {
  let written: Persisted = {};
  let queued = false;
  const write = () => {
    queued = false;
    const state = store.getState();
    written = { auth: state.auth, region: state.region };
    const stored: Record<string, string> = { _persist: JSON.stringify({ version: -1, rehydrated: true }) };
    for (const key of PERSISTED) stored[key] = JSON.stringify(state[key]);
    try {
      localStorage.setItem(PERSIST_KEY, JSON.stringify(stored));
    } catch {
      /* private mode or full: the store still holds the state */
    }
  };
  const changed = () => {
    const state = store.getState();
    if (queued || (state.auth === written.auth && state.region === written.region)) return;
    queued = true;
    setTimeout(write, 0);
  };
  store.subscribe(changed);
  changed();
}
