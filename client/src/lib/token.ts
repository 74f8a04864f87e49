import { jwtDecode } from 'jwt-decode';

/** Seconds left before a JWT expires (no signature check: the server does that); throws 'Invalid token specified…' on garbage. */
export function secondsUntilExpiry(token: string, now = Date.now()): number {
  const { exp } = jwtDecode<{ exp?: number }>(token);
  return exp === undefined ? Infinity : exp - now / 1000;
}

/** Spec 7: refresh first when a held token expires in under 10 seconds. */
export const REFRESH_THRESHOLD_SECONDS = 10;
export function needsRefresh(token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  try {
    return secondsUntilExpiry(token, now) < REFRESH_THRESHOLD_SECONDS;
  } catch {
    return true;
  }
}
