import { type InitialPageData, normalizeSitePath } from '@contract/site';
import { createAction } from '@reduxjs/toolkit';
import { useSyncExternalStore } from 'react';

import { serverPageData } from './runtime-config';

/**
 * What a page render needs from its request when it runs on the server (client/src/ssr.tsx) instead
 * of in the browser: the request's host and the page data the server also puts into the HTML
 * (a JSON data block, read by runtime-config.ts). The server renders one page at a time, so one module value is enough.
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

// The browser's first page view lasts until the router first moves to another location (main.tsx).
let firstPageView = true;

/** True on the server and, in the browser, until the first client-side navigation. */
export function isFirstPageView(): boolean {
  return serverRequest !== null || firstPageView;
}

export function leaveFirstPageView(): void {
  firstPageView = false;
}

/**
 * The server's page data for the first page view (null after the first client-side navigation: pages
 * reached inside the app load their data as before).
 */
export function pageInitialData(): unknown {
  if (serverRequest) return serverRequest.initialData;
  if (!firstPageView || typeof window === 'undefined') return null;
  return serverPageData();
}

/** The server's data for this path (and of this kind), on the first page view only. */
export function initialDataFor<K extends InitialPageData['kind']>(pathname: string, kind: K): Extract<InitialPageData, { kind: K }> | null {
  const d = pageInitialData() as InitialPageData | null;
  if (!d || typeof d !== 'object' || d.kind !== kind || normalizeSitePath(d.path) !== normalizeSitePath(pathname)) return null;
  return d as Extract<InitialPageData, { kind: K }>;
}

/**
 * The page data the server rendered with, handed to the store before the first render (on the server in
 * ssr.tsx, in the browser in main.tsx before it hydrates): the feature slices that hold a page's data
 * (lists, an item, the labels, a directory search) take theirs from it, so the first render in the browser
 * shows exactly what the server rendered, without a request of its own.
 */
export const initialPageDataLoaded = createAction<InitialPageData | null>('page/initialDataLoaded');

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

/**
 * For the root element of a lazily loaded section whose server HTML has buttons (render it with
 * `data-lazy-section`): marks it `data-mounted="1"` once React has hydrated it, which is when the page's
 * click-holding script (src/web/inline-scripts.ts) makes clicks held on its buttons again.
 */
export function markLazySectionMounted(el: HTMLElement | null): void {
  el?.setAttribute('data-mounted', '1');
}
