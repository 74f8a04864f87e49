import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { authApi } from './api';
import { authActions, AuthState, Credentials } from './slice';

const selectAuthState = (s: { auth: AuthState }) => s.auth;

function* login(action: PayloadAction<Credentials>): Generator {
  yield* fetchWith(
    {
      succeeded: (pair) => (pair?.token ? authActions.loginSucceeded(pair) : authActions.loginRejected('Login failed.')),
      failed: (f) => authActions.loginRejected(f.message),
    },
    authApi.login,
    action.payload,
  );
}

function* logout(): Generator {
  const auth = (yield select(selectAuthState)) as AuthState;
  if (auth.token || auth.refreshToken) {
    // The server revokes the session; the browser forgets it whatever the answer.
    yield* fetchWith({}, authApi.logout, auth.refreshToken);
  }
  yield put(authActions.loggedOut());
}

/** Spec 4: a rejected check-auth logs out; a false answer with a refresh token held does nothing. */
function* checkAuth(): Generator {
  const auth = (yield select(selectAuthState)) as AuthState;
  if (!auth.isAuthenticated) return;
  const res = yield* fetchWith({ failed: () => authActions.checkAuthRejected() }, authApi.checkAuth);
  if (!res.success) return;
  const now = (yield select(selectAuthState)) as AuthState;
  if (res.data.success) yield put(authActions.checkAuthSucceeded({ roles: res.data.roles ?? [] }));
  else if (!now.refreshToken) yield put(authActions.checkAuthRejected());
}

function* emailAuth(action: PayloadAction<{ code: string }>): Generator {
  yield* fetchWith(
    {
      succeeded: (pair) => (pair?.token ? authActions.emailAuthSucceeded(pair) : authActions.emailAuthRejected('Sign-in failed.')),
      failed: (f) => authActions.emailAuthRejected(f.message),
    },
    authApi.emailAuth,
    action.payload.code,
  );
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
