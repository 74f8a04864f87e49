import type { CheckAuthResponse, TokenPair } from '@contract/auth';
import type { ApiEnvelope } from '@contract/envelope';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
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

function* keepalive(): Generator {
  yield* fetchWith({}, authApi.keepalive);
}

export { readPersistedSession } from './tab-sync';

/**
 * Auth sagas (login, logout, check-auth, email-auth); the token refresh lives in lib/api-client.ts and the
 * tab sync in tab-sync.ts. Their requested actions load the saga runtime (app/store.ts).
 */
export function* authSaga(): Generator {
  yield all([
    takeLatest(authActions.loginRequested.type, login),
    takeLatest(authActions.logoutRequested.type, logout),
    takeLatest(authActions.checkAuthRequested.type, checkAuth),
    takeLatest(authActions.emailAuthRequested.type, emailAuth),
    takeLatest(authActions.keepaliveRequested.type, keepalive),
  ]);
}
