import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';

import { fetchWith } from '../../lib/fetch-saga';
import { directoryApi } from './api';
import { locateActions as A } from './locate-slice';

const LOCATE_DENIED = 'Location access is turned off for this site. Please enter your ZIP or postal code.';
const LOCATE_UNAVAILABLE = 'Your location is not available right now. Please enter your ZIP or postal code.';
const LOCATE_UNSUPPORTED = 'This browser cannot share its location. Please enter your ZIP or postal code.';

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
function* locate(action: PayloadAction<{ timeoutMs: number; timeoutMessage: string }>) {
  const { timeoutMs, timeoutMessage } = action.payload;
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    yield put(A.located({ ok: false, message: LOCATE_UNSUPPORTED }));
    return;
  }
  const pos = (yield call(position, timeoutMs)) as GeolocationPosition | { code: number };
  if ('code' in pos) {
    yield put(A.located({ ok: false, message: pos.code === 1 ? LOCATE_DENIED : pos.code === 3 ? timeoutMessage : LOCATE_UNAVAILABLE }));
    return;
  }
  yield* fetchWith({ succeeded: (found) => A.located({ ok: true, found }), failed: (f) => A.located({ ok: false, message: f.message }) }, directoryApi.locate, {
    lat: pos.coords.latitude,
    lng: pos.coords.longitude,
  });
}

export function* locateSaga() {
  yield takeLatest(A.locateRequested.type, locate);
}
