import { authActions, AuthState } from './slice';

type SyncedSession = Pick<AuthState, 'isAuthenticated' | 'email' | 'token' | 'refreshToken'>;

/** The auth part of what another tab persisted under 'persist:root' (each key as JSON text; app/persisted-state.ts). */
export function readPersistedSession(raw: string | null): SyncedSession | null {
  if (!raw) return null;
  try {
    const auth = JSON.parse(JSON.parse(raw).auth ?? 'null') as AuthState | null;
    if (!auth) return null;
    return { isAuthenticated: !!auth.isAuthenticated, email: auth.email ?? null, token: auth.token ?? null, refreshToken: auth.refreshToken ?? null };
  } catch {
    return null;
  }
}

/**
 * Tabs share one session: refresh tokens rotate, so a tab still holding the spent one would present it
 * and end the session for everyone. Each tab follows the others' writes. A plain listener, started with
 * the store: the sagas (and redux-saga) load only when a page needs them.
 */
export function followOtherTabs(store: { getState(): { auth: AuthState }; dispatch(action: unknown): unknown }): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (e: StorageEvent) => {
    if (e.key !== 'persist:root') return;
    const theirs = readPersistedSession(e.newValue);
    if (!theirs) return;
    const mine = store.getState().auth;
    if (theirs.refreshToken !== mine.refreshToken || theirs.token !== mine.token || theirs.isAuthenticated !== mine.isAuthenticated)
      store.dispatch(authActions.sessionSyncedFromOtherTab(theirs));
  });
}
