import type { LocateResponse } from '@contract/locator';

import { directoryApi } from './api';

/**
 * "Use my location", loaded when the button is pressed: the browser's position, asked for once, turned into
 * the nearest ZIP or FSA by the server's offline postal data. The position goes to this site only, is not
 * stored, and is not kept in the page after the answer.
 */
export type LocateOutcome = { ok: true; found: LocateResponse } | { ok: false; message: string };

export const LOCATE_DENIED = 'Location access is turned off for this site. Please enter your ZIP or postal code.';
export const LOCATE_UNAVAILABLE = 'Your location is not available right now. Please enter your ZIP or postal code.';
export const LOCATE_UNSUPPORTED = 'This browser cannot share its location. Please enter your ZIP or postal code.';

function position(timeoutMs: number): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    // A town is precise enough: no GPS fix, and a position up to 10 minutes old will do.
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, maximumAge: 600_000, timeout: timeoutMs });
  });
}

export async function locateMe(timeoutMs: number, timeoutMessage: string): Promise<LocateOutcome> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return { ok: false, message: LOCATE_UNSUPPORTED };
  let pos: GeolocationPosition;
  try {
    pos = await position(timeoutMs);
  } catch (e) {
    const code = (e as GeolocationPositionError).code;
    return { ok: false, message: code === 1 ? LOCATE_DENIED : code === 3 ? timeoutMessage : LOCATE_UNAVAILABLE };
  }
  const env = await directoryApi.locate({ lat: pos.coords.latitude, lng: pos.coords.longitude });
  return env.success ? { ok: true, found: env.data } : { ok: false, message: env.message };
}
