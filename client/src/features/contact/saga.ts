import type { ApiEnvelope } from '@contract/envelope';
import { ACCESSIBILITY_MESSAGES, type AccessibilityReportRequest, type AddFormRequest, type AddFormResponse, type StateProvince } from '@contract/forms';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { runtimeConfig } from '../../lib/runtime-config';
import { contactApi } from './api';
import { recaptchaToken } from './recaptcha';
import { contactActions, ContactState } from './slice';

export const RECAPTCHA_ACTION = 'form';

function* loadStates(action: PayloadAction<number>) {
  const regionId = action.payload;
  const cached: StateProvince[] | undefined = yield select((s: { contact?: ContactState }) => s.contact?.states[regionId]);
  if (cached) return;
  const res: ApiEnvelope<StateProvince[]> = yield call(contactApi.states, regionId);
  if (res.success && Array.isArray(res.data)) yield put(contactActions.statesLoaded({ regionId, states: res.data }));
  else yield put(contactActions.statesFailed(regionId));
}

function* submit(action: PayloadAction<Omit<AddFormRequest, 'reCaptchaToken'>>) {
  try {
    const siteKey = runtimeConfig.recaptchaSiteKey;
    const token: string = siteKey ? yield call(recaptchaToken, siteKey, RECAPTCHA_ACTION) : '';
    const res: ApiEnvelope<AddFormResponse> = yield call(contactApi.add, { ...action.payload, reCaptchaToken: token });
    yield put(res.success ? contactActions.submitSucceeded() : contactActions.submitFailed());
  } catch {
    yield put(contactActions.submitFailed());
  }
}

function* reportBarrier(action: PayloadAction<Omit<AccessibilityReportRequest, 'reCaptchaToken'>>) {
  try {
    const siteKey = runtimeConfig.recaptchaSiteKey;
    const token: string = siteKey ? yield call(recaptchaToken, siteKey, RECAPTCHA_ACTION) : '';
    const res: ApiEnvelope<AddFormResponse> = yield call(contactApi.reportBarrier, { ...action.payload, reCaptchaToken: token });
    if (res.success) yield put(contactActions.barrierReportSucceeded(res.message || ACCESSIBILITY_MESSAGES.thankYou));
    else yield put(contactActions.barrierReportFailed({ message: res.message, errors: res.errors }));
  } catch {
    yield put(contactActions.barrierReportFailed({ message: 'Sorry, something went wrong. Please try again later.' }));
  }
}

export function* contactSaga() {
  yield takeEvery(contactActions.statesRequested.type, loadStates);
  yield takeLatest(contactActions.submitRequested.type, submit);
  yield takeLatest(contactActions.barrierReportRequested.type, reportBarrier);
}
