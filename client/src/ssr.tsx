/**
 * The server-side render of public pages (built by webpack as a Node bundle, dist/client-ssr/ssr.js,
 * and called by the server's SsrService). It renders the same routes, layouts and components as the
 * browser, with the page data the server also puts into window.__INITIAL_DATA__, so the browser's
 * first render hydrates this HTML instead of painting the page from scratch.
 */
import type { SsrPageRequest } from '@contract/runtime-config';
import type { InitialPageData } from '@contract/site';
import { StrictMode, Suspense } from 'react';
// The edge build of React's static renderer (web streams): the Node build enters an
// AsyncLocalStorage for every render, which turns on Node's async hooks for the whole process for
// good and slows every request, page-cache hits included (see src/observability/request-context.ts).
import { prerender } from 'react-dom/static.edge';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';

import { regionActions } from './app/region-slice';
import { AppRoutes, preloadRoutes } from './app/router';
import { store } from './app/store';
import { runtimeConfig } from './lib/runtime-config';
import { initialPageDataLoaded, setSsrRequest } from './lib/ssr-context';

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

async function renderOne(req: SsrPageRequest): Promise<string | null> {
  Object.assign(runtimeConfig, req.config);
  setSsrRequest({ host: req.host, initialData: req.initialData });
  try {
    // The browser hydrates with the region the page renders with (the route's, else the visitor's cookie; main.tsx).
    store.dispatch(regionActions.regionUpdated(req.region));
    await preloadRoutes(new URL(req.url));
    // The route's code (and its feature slices) has loaded: they take the page's data, as in the browser.
    store.dispatch(initialPageDataLoaded(req.initialData as InitialPageData | null));
    const { prelude } = await prerender(
      <StrictMode>
        <Provider store={store}>
          <StaticRouter location={req.url.slice(new URL(req.url).origin.length)}>
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </StaticRouter>
        </Provider>
      </StrictMode>,
      // Never outline a finished boundary (React does past ~12.8 KB of flushed content, to stream it in later with an
      // inline script): the page is sent whole, and the CSP allows no inline script, so it would stay hidden.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await streamToString(prelude);
  } finally {
    setSsrRequest(null);
  }
}

// One page at a time: the request context and the store's region are per render.
let queue: Promise<unknown> = Promise.resolve();

/** The HTML of #root for a page, or null when it does not render on the server. */
export function renderPage(req: SsrPageRequest): Promise<string | null> {
  const run = queue.then(() => renderOne(req));
  queue = run.catch(() => undefined);
  return run;
}
