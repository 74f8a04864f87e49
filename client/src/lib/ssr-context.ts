import { useSyncExternalStore } from 'react';

/**
 * What a page render needs from its request when it runs on the server (client/src/ssr.tsx) instead
 * of in the browser: the request's host and the page data the server also puts into the HTML
 * (window.__INITIAL_DATA__). The server renders one page at a time, so one module value is enough.
 */
export interface SsrRequestContext {
  host: string;
  initialData: unknown;
}

let serverRequest: SsrRequestContext | null = null;

export function setSsrRequest(ctx: SsrRequestContext | null): void {
  serverRequest = ctx;
}

/** The host the page is served on (the Canada host shows the Canada home at `/`). */
export function currentHost(): string {
  return serverRequest ? serverRequest.host : window.location.host;
}

/** The server's page data for the first page view. */
export function pageInitialData(): unknown {
  if (serverRequest) return serverRequest.initialData;
  return typeof window === 'undefined' ? null : window.__INITIAL_DATA__;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML; true afterwards and in every
 * client-only render. Browser-only state (the signed-in user, a dismissed banner) shows only when
 * this is true, so the first client render matches the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
