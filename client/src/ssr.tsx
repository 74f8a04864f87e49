/**
 * The server-side render of public pages (built by webpack as a Node bundle, dist/client-ssr/ssr.js,
 * and called by the server's SsrService). It renders the same routes, layouts and components as the
 * browser, with the page data the server also puts into window.__INITIAL_DATA__, so the browser's
 * first render hydrates this HTML instead of painting the page from scratch.
 */
import { Writable } from 'node:stream';

import type { SsrPageRequest } from '@contract/runtime-config';
import type { InitialPageData } from '@contract/site';
import { ReactNode, StrictMode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';

import { regionActions } from './app/region-slice';
import { AppRoutes, preloadRoutes } from './app/router';
import { store } from './app/store';
import { runtimeConfig } from './lib/runtime-config';
import { initialPageDataLoaded, setSsrRequest } from './lib/ssr-context';

/**
 * The HTML of a tree, once all of it has rendered (every Suspense boundary resolved), so the page is sent whole.
 * Never outlined: React moves a finished boundary past ~12.8 KB of content to the end, to be put in place by an inline
 * script, which the CSP forbids, so it would stay hidden.
 */
function renderWhole(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        parts.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(parts).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
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
    return await renderWhole(
      <StrictMode>
        <Provider store={store}>
          <StaticRouter location={req.url.slice(new URL(req.url).origin.length)}>
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </StaticRouter>
        </Provider>
      </StrictMode>,
    );
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
