import { ACCESSIBILITY_MESSAGES, type AccessibilityReportRequest, type AddFormRequest, type StateProvince } from '@contract/forms';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { runtimeConfig } from '../../lib/runtime-config';
import { contactApi } from './api';
import { recaptchaToken } from './recaptcha';
import { contactActions, ContactState } from './slice';

export const RECAPTCHA_ACTION = 'form';

function* loadStates(action: PayloadAction<number>) {
  const regionId = action.payload;
  const cached: StateProvince[] | undefined = yield select((s: { contact?: ContactState }) => s.contact?.states[regionId]);
  if (cached) return;
  yield* fetchWith(
    {
      succeeded: (states) => (Array.isArray(states) ? contactActions.statesLoaded({ regionId, states }) : contactActions.statesFailed(regionId)),
      failed: () => contactActions.statesFailed(regionId),
    },
    contactApi.states,
    regionId,
  );
}

function* submit(action: PayloadAction<Omit<AddFormRequest, 'reCaptchaToken'>>) {
  try {
    const siteKey = runtimeConfig.recaptchaSiteKey;
    const token: string = siteKey ? yield call(recaptchaToken, siteKey, RECAPTCHA_ACTION) : '';
    yield* fetchWith({ succeeded: () => contactActions.submitSucceeded(), failed: () => contactActions.submitFailed() }, contactApi.add, { ...action.payload, reCaptchaToken: token });
  } catch {
    yield put(contactActions.submitFailed());
  }
}

function* reportBarrier(action: PayloadAction<Omit<AccessibilityReportRequest, 'reCaptchaToken'>>) {
  try {
    const siteKey = runtimeConfig.recaptchaSiteKey;
    const token: string = siteKey ? yield call(recaptchaToken, siteKey, RECAPTCHA_ACTION) : '';
    yield* fetchWith(
      {
        succeeded: (_sent, message) => contactActions.barrierReportSucceeded(message || ACCESSIBILITY_MESSAGES.thankYou),
        failed: (f) => contactActions.barrierReportFailed({ message: f.message, errors: f.errors }),
      },
      contactApi.reportBarrier,
      { ...action.payload, reCaptchaToken: token },
    );
  } catch {
    yield put(contactActions.barrierReportFailed({ message: 'Sorry, something went wrong. Please try again later.' }));
  }
}

export function* contactSaga() {
  yield takeEvery(contactActions.statesRequested.type, loadStates);
  yield takeLatest(contactActions.submitRequested.type, submit);
  yield takeLatest(contactActions.barrierReportRequested.type, reportBarrier);
}
