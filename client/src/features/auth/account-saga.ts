import { AUTH_MESSAGES } from '@contract/auth';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';

import { fetchWith, takeLatestUntil } from '../../lib/fetch-saga';
import { accountActions as A } from './account-slice';
import { authApi } from './api';

/** Spec 2.7: a failed request is the generic alert. */
const alertUser = (message: string) => window.alert(message);

function* forgot(action: PayloadAction<{ email: string }>) {
  const env = yield* fetchWith({}, authApi.forgotPassword, action.payload.email);
  if (env.success && env.data === true) {
    yield put(A.forgotSent());
    return;
  }
  yield put(A.forgotFailed());
  yield call(alertUser, AUTH_MESSAGES.somethingWrong);
}

function* checkLink(action: PayloadAction<{ hash: string }>) {
  const env = yield* fetchWith({}, authApi.checkResetHash, action.payload.hash);
  yield put(env.success && env.data?.hash ? A.linkAccepted() : A.linkRefused());
}

/** A policy refusal names what to change (shown on the form); anything else is the spec's generic alert. */
function* reset(action: PayloadAction<{ hash: string; password: string }>) {
  const env = yield* fetchWith(
    { succeeded: (_ok, message) => A.resetSucceeded(message ?? 'Your password has been set. Please log in.'), failed: A.resetFailed },
    authApi.setPassword,
    action.payload.hash,
    action.payload.password,
  );
  if (!env.success && !env.errors?.PasswordHash) yield call(alertUser, AUTH_MESSAGES.somethingWrong);
}

export function* accountSaga() {
  yield all([takeLatest(A.forgotRequested.type, forgot), takeLatestUntil(A.resetOpened, A.left, checkLink), takeLatest(A.resetRequested.type, reset)]);
}
