import type { Locale } from '@contract/i18n/locale';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { directoryApi } from './api';
import { locateActions as A, type LocateMessages } from './locate-slice';

/** The browser's position, or the GeolocationPositionError code it gave instead. */
function position(timeoutMs: number): Promise<GeolocationPosition | { code: number }> {
  return new Promise((resolve) => {
    // A town is precise enough: no GPS fix, and a position up to 10 minutes old will do.
    navigator.geolocation.getCurrentPosition(resolve, (e) => resolve({ code: e.code }), { enableHighAccuracy: false, maximumAge: 600_000, timeout: timeoutMs });
  });
}

/**
 * The browser's position, asked for once, turned into the nearest ZIP or FSA by the server's offline postal data. The
 * position goes to this site only, is not stored, and is not kept in the page after the answer.
 */
function* locate(action: PayloadAction<{ timeoutMs: number; messages: LocateMessages; locale: Locale }>) {
  const { timeoutMs, messages, locale } = action.payload;
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    yield put(A.located({ ok: false, message: messages.unsupported }));
    return;
  }
  const pos = (yield call(position, timeoutMs)) as GeolocationPosition | { code: number };
  if ('code' in pos) {
    yield put(A.located({ ok: false, message: pos.code === 1 ? messages.denied : pos.code === 3 ? messages.timeout : messages.unavailable }));
    return;
  }
  yield* fetchWith({ succeeded: (found) => A.located({ ok: true, found }), failed: (f) => A.located({ ok: false, message: f.message }) }, directoryApi.locate, {
    lat: pos.coords.latitude,
    lng: pos.coords.longitude,
    ...(locale === 'en' ? {} : { locale }),
  });
}

export function* locateSaga() {
  yield takeLatest(A.locateRequested.type, locate);
}
