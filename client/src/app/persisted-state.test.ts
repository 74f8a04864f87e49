import { readPersistedSession } from '../features/auth/tab-sync';
import { keepPersistedState, PERSIST_KEY, persistedStateRestored, readPersistedState, withPersistedState } from './persisted-state';
import { rootReducer, RootState } from './root-reducer';

const items = new Map<string, string>();
beforeAll(() => {
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
});
afterAll(() => delete (globalThis as { localStorage?: unknown }).localStorage);
beforeEach(() => items.clear());

describe('auth and region kept under persist:root', () => {
  it('writes them in the format redux-persist wrote, which the other tabs and the next visit read', async () => {
    let state = rootReducer(undefined, { type: 'init' });
    state = { ...state, auth: { ...state.auth, isAuthenticated: true, email: 'a@example.com', token: 't', refreshToken: 'r' } };
    keepPersistedState({ getState: () => state, subscribe: () => undefined });
    await new Promise((r) => setTimeout(r, 0));
    const raw = items.get(PERSIST_KEY) ?? null;
    expect(JSON.parse(JSON.parse(raw ?? '{}')._persist as string)).toEqual({ version: -1, rehydrated: true });
    expect(readPersistedSession(raw)).toEqual({ isAuthenticated: true, email: 'a@example.com', token: 't', refreshToken: 'r' });
    expect(readPersistedState()).toEqual({ auth: state.auth, region: state.region });
  });

  it('restoring replaces each kept slice whole; nothing kept or an unreadable value changes nothing', () => {
    const reducer = withPersistedState(rootReducer as never) as unknown as (s: RootState | undefined, a: unknown) => RootState;
    const initial = reducer(undefined, { type: 'init' });
    const region = { ...initial.region, currentRegion: 3 as const };
    expect(reducer(initial, persistedStateRestored({ region })).region).toEqual(region);
    items.set(PERSIST_KEY, 'not json');
    expect(readPersistedState()).toEqual({});
    expect(reducer(initial, persistedStateRestored(readPersistedState()))).toEqual(initial);
  });
});
