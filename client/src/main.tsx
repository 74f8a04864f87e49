import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import './styles/home-hero.css';

import { InitialPageData, isCanadaHost, regionForPage } from '@contract/site';
import { ReactNode, startTransition, StrictMode, Suspense, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

import { setUpApiClient } from './app/api-client-setup';
import { hasStoredRegion, regionActions, writeRegionCookie } from './app/region-slice';
import { AppRoutes, createAppHistory, preloadRoutes } from './app/router';
import { store, whenRestored } from './app/store';
import { runtimeConfig } from './lib/runtime-config';
import { initialPageDataLoaded, leaveFirstPageView, pageInitialData } from './lib/ssr-context';
import { releaseDeferred } from './lib/when-near';

// The server's page data belongs to the first page view: once the router moves on, pages load theirs as before.
const history = createAppHistory(() => {
  leaveFirstPageView();
  releaseDeferred();
});
setUpApiClient((to) => history.push(to));

const container = document.getElementById('root')!;
const serverRendered = container.dataset.ssr === '1';
const app = (
  <StrictMode>
    <Provider store={store}>
      <HistoryRouter history={history}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </HistoryRouter>
    </Provider>
  </StrictMode>
);

/** Hydration problems are recovered by React (it renders the part afresh); they are noted, not fatal. */
const hydrationErrors: string[] = ((window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors = []);
const onRecoverableError = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  hydrationErrors.push(message);
  console.warn('Hydration:', message);
};

// A server-rendered page can be scrolled before it hydrates: the visitor's position is kept.
let scrolledTo = window.scrollY;
const trackScroll = () => {
  scrolledTo = window.scrollY;
};
function KeepScrollOnHydration(props: { children: ReactNode }) {
  // Runs after the children's layout effects, in the same commit.
  useLayoutEffect(() => {
    window.removeEventListener('scroll', trackScroll);
    // 'instant' also cancels a smooth scroll that may have started.
    if (scrolledTo > 0) window.scrollTo({ top: scrolledTo, behavior: 'instant' });
    container.dataset.hydrated = '1';
  }, []);
  return props.children;
}

// Any other page: a synchronous first render (as redux-persist's PersistGate lift was): its effects, e.g. the region
// following the route, run before the browser paints, so the header never paints in another region's layout.
const render = () => {
  // The server's HTML goes: parts waiting to come into view (the footer) render at once.
  releaseDeferred();
  const root = createRoot(container);
  flushSync(() => root.render(app));
  if (serverRendered) {
    // A server-rendered page rendered afresh: clicks held until now go through.
    window.removeEventListener('scroll', trackScroll);
    container.dataset.hydrated = '1';
  }
};

// The server rendered this page: hydrate it with the region it rendered with (the route's, else the visitor's
// `region` cookie) and its page data in the store. Hydration runs as a transition, in slices that never block
// input for long.
const hydrate = () => {
  const data = pageInitialData() as InitialPageData | null;
  const kept = store.getState().region.currentRegion;
  const implied = regionForPage(window.location.pathname, isCanadaHost(window.location.host, runtimeConfig.publicUrlCa), kept);
  if (implied && kept !== implied) store.dispatch(regionActions.regionUpdated(implied));
  if (!implied && data?.region && data.region !== kept) {
    // This browser keeps another region than the server rendered with (a region chosen before the cookie
    // existed): the page is rendered afresh in the visitor's region; the cookie is set, so this happens once.
    render();
    return;
  }
  startTransition(() => {
    hydrateRoot(container, <KeepScrollOnHydration>{app}</KeepScrollOnHydration>, { onRecoverableError });
  });
};

// The first render waits for the persisted state (auth, region) to be restored, as redux-persist's
// PersistGate would; a server-rendered page also waits for its route code, so that hydration finds
// the same tree the server rendered.
let started = false;
let stateRestored = false;
let routesLoaded = false;
const start = () => {
  if (started || !stateRestored || !routesLoaded) return;
  started = true;
  if (hasStoredRegion()) writeRegionCookie(store.getState().region.currentRegion);
  // The feature slices of the route (loaded by now on a server-rendered page) take the server's page data.
  store.dispatch(initialPageDataLoaded(pageInitialData() as InitialPageData | null));
  if (serverRendered) hydrate();
  else render();
};
whenRestored(() => {
  stateRestored = true;
  start();
});
if (serverRendered) window.addEventListener('scroll', trackScroll, { passive: true });
void preloadRoutes(new URL(window.location.href)).then(() => {
  routesLoaded = true;
  start();
});
