import type { CheckAuthResponse, TokenPair } from '@contract/auth';
import type { ApiEnvelope } from '@contract/envelope';
import type { PayloadAction } from '@reduxjs/toolkit';
import { EventChannel, eventChannel } from 'redux-saga';
import { all, call, fork, put, select, take, takeLatest } from 'redux-saga/effects';

import { authApi } from './api';
import { authActions, AuthState, Credentials } from './slice';

const selectAuthState = (s: { auth: AuthState }) => s.auth;

function* login(action: PayloadAction<Credentials>): Generator {
  const res = (yield call(authApi.login, action.payload)) as ApiEnvelope<TokenPair>;
  if (res.success && res.data?.token) yield put(authActions.loginSucceeded(res.data));
  else yield put(authActions.loginRejected(res.success ? 'Login failed.' : res.message));
}

function* logout(): Generator {
  const auth = (yield select(selectAuthState)) as AuthState;
  if (auth.token || auth.refreshToken) {
    // The server revokes the session; the browser forgets it whatever the answer.
    yield call(authApi.logout, auth.refreshToken);
  }
  yield put(authActions.loggedOut());
}

/** Spec 4: a rejected check-auth logs out; a false answer with a refresh token held does nothing. */
function* checkAuth(): Generator {
  const auth = (yield select(selectAuthState)) as AuthState;
  if (!auth.isAuthenticated) return;
  const res = (yield call(authApi.checkAuth)) as ApiEnvelope<CheckAuthResponse>;
  if (!res.success) {
    yield put(authActions.checkAuthRejected());
    return;
  }
  const now = (yield select(selectAuthState)) as AuthState;
  if (res.data.success) yield put(authActions.checkAuthSucceeded({ roles: res.data.roles ?? [] }));
  else if (!now.refreshToken) yield put(authActions.checkAuthRejected());
}

function* emailAuth(action: PayloadAction<{ code: string }>): Generator {
  const res = (yield call(authApi.emailAuth, action.payload.code)) as ApiEnvelope<TokenPair>;
  if (res.success && res.data?.token) yield put(authActions.emailAuthSucceeded(res.data));
  else yield put(authActions.emailAuthRejected(res.success ? 'Sign-in failed.' : res.message));
}

type SyncedSession = Pick<AuthState, 'isAuthenticated' | 'email' | 'token' | 'refreshToken'>;

/** The auth part of what another tab persisted under 'root' (redux-persist stores each key as JSON text). */
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

function storageChannel(): EventChannel<SyncedSession> {
  return eventChannel((emit) => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== 'persist:root') return;
      const session = readPersistedSession(e.newValue);
      if (session) emit(session);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

/**
 * Tabs share one session: refresh tokens rotate, so a tab still holding the spent one would
 * present it and end the session for everyone. Each tab follows the others' writes.
 */
function* followOtherTabs(): Generator {
  if (typeof window === 'undefined') return;
  const channel = (yield call(storageChannel)) as EventChannel<SyncedSession>;
  for (;;) {
    const theirs = (yield take(channel)) as SyncedSession;
    const mine = (yield select(selectAuthState)) as AuthState;
    if (theirs.refreshToken !== mine.refreshToken || theirs.token !== mine.token || theirs.isAuthenticated !== mine.isAuthenticated)
      yield put(authActions.sessionSyncedFromOtherTab(theirs));
  }
}

/** Auth sagas (login, logout, check-auth, email-auth, tab sync); the token refresh lives in lib/api-client.ts. */
export function* authSaga(): Generator {
  yield fork(followOtherTabs);
  yield all([
    takeLatest(authActions.loginRequested.type, login),
    takeLatest(authActions.logoutRequested.type, logout),
    takeLatest(authActions.checkAuthRequested.type, checkAuth),
    takeLatest(authActions.emailAuthRequested.type, emailAuth),
  ]);
}
