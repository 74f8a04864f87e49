import { DIRECTORY_CLICKS_PATH, DirectoryClickRequest } from '@contract/locator';

/**
 * Counts a click on a result's Directions, Call or Website link: a beacon the browser sends even while
 * it leaves the page, without waiting for or reading an answer. It carries only the rep or retailer and
 * the link; the count is kept per location and day, never with the visitor.
 */
export function sendClickBeacon(click: DirectoryClickRequest): void {
  const body = JSON.stringify(click);
  try {
    if (navigator.sendBeacon?.(DIRECTORY_CLICKS_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon (some refused a JSON type): the plain request below.
  }
  // Fire and forget, surviving the page's unload: nothing reads the answer, so not the API client.
  void fetch(DIRECTORY_CLICKS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}
