/** A JWT's payload (no signature check: the server does that); throws 'Invalid token specified' on garbage. */
function decodePayload<T>(token: string): T {
  const part = token.split('.')[1];
  if (!part) throw new Error('Invalid token specified: missing part #2');
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch (e) {
    throw new Error(`Invalid token specified: invalid payload (${(e as Error).message})`);
  }
}

/** Seconds left before a JWT expires. */
export function secondsUntilExpiry(token: string, now = Date.now()): number {
  const { exp } = decodePayload<{ exp?: number }>(token);
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
