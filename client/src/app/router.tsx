import { FRENCH_PREFIX } from '@contract/i18n/locale';
import { hasFrenchTwin, localeOfPath } from '@contract/i18n/locale-paths';
import { matchRoutes, RouteObject, UNSAFE_createBrowserHistory as createBrowserHistory, useRoutes } from 'react-router-dom';

import { authRoutes } from '../features/auth/routes';
import { contactRoutes } from '../features/contact/routes';
import { contentRoutes } from '../features/content/routes';
import { directoryRoutes } from '../features/directory/routes';
import { documentsRoutes } from '../features/documents/routes';
import { selectorRoutes } from '../features/selector/routes';
import { siteRoutes } from '../features/site/routes';
import { IntlRoot, loadCatalog, withMessages } from '../lib/i18n';
import { attemptLeave, hasUnsavedChanges } from '../lib/leave-guard';
import { readLoaded, track, Tracked } from '../lib/read-loaded';
import { MinimalLayout } from './layouts/minimal-layout';
import { PlainLayout } from './layouts/plain-layout';
import { PublicLayout } from './layouts/public-layout';
import type { FeatureRoutes, PageModule, PageRoute } from './route-types';

/**
 * React Router's declarative mode (useRoutes) with route code loaded on demand: the data router
 * (createRouter, loaders, fetchers) stays out of the public entry. What it did for us is here: a route's
 * code loads before its first render (preloadRoutes; a navigation waits in a transition, showing the old
 * page meanwhile) and a route's onEnter runs before each render at a new location.
 */

// The site feature goes last: its catch-all (redirect → custom page → not found) answers only what nothing else did.
// The admin's routes load with the admin layout (app/admin-routes.tsx), outside the public entry.
const features: FeatureRoutes[] = [authRoutes, contentRoutes, documentsRoutes, contactRoutes, directoryRoutes, selectorRoutes, siteRoutes];

const loading = new Map<() => Promise<PageModule>, Tracked<PageModule>>();

/** A route's code, loaded once; the promise carries its outcome, so a render reads a loaded one synchronously. */
function loadPage(load: () => Promise<PageModule>): Tracked<PageModule> {
  let p = loading.get(load);
  if (!p) {
    // With its French on French pages: the page's first render has its words.
    p = track(withMessages(load));
    loading.set(load, p);
  }
  return p;
}

function Page(props: { load: () => Promise<PageModule> }) {
  const { Component } = readLoaded(loadPage(props.load));
  return <Component />;
}

const pageRoutes = new WeakMap<RouteObject, PageRoute>();
export const toRoute = (r: PageRoute, children?: PageRoute[]): RouteObject => {
  const element = r.element ?? (r.load ? <Page load={r.load} /> : undefined);
  const route: RouteObject = r.index ? { index: true, element } : { path: r.path, element, children: children?.map((c) => toRoute(c)) };
  pageRoutes.set(route, r);
  return route;
};
const collect = (k: keyof FeatureRoutes): PageRoute[] => features.flatMap((f) => f[k] ?? []);

const adminApp = async (): Promise<PageModule> => ({ Component: (await import(/* webpackChunkName: "admin" */ './admin-routes')).AdminRoutes });

/**
 * The French twins of the Canada region's pages (src/contract/i18n/locale-paths.ts), the same route code under
 * `/fr`: the French Canada home at `/fr` itself, and a catch-all that answers what has no twin (not found).
 */
function frenchRoutes(routes: PageRoute[]): PageRoute[] {
  const twins = routes.filter((r) => r.path && r.path !== '*' && hasFrenchTwin(`/${r.path}`));
  const home = routes.find((r) => r.path === 'home-ca');
  const fallback = routes.find((r) => r.path === '*');
  return [...(home ? [{ index: true, load: home.load }] : []), ...twins, ...(fallback ? [fallback] : [])];
}

export const routes: RouteObject[] = [
  toRoute({ path: FRENCH_PREFIX, element: <PublicLayout /> }, frenchRoutes(collect('public'))),
  toRoute({ path: FRENCH_PREFIX, element: <MinimalLayout /> }, frenchRoutes(collect('minimal'))),
  toRoute({ element: <PublicLayout /> }, collect('public')),
  toRoute({ path: '/account', element: <PlainLayout /> }, collect('account')),
  toRoute({ element: <MinimalLayout /> }, collect('minimal')),
  toRoute({ path: '/siteadmin/*', load: adminApp }),
];

/** The routes of the app, rendered where the router puts them, in the page's language. */
export function AppRoutes() {
  const element = useRoutes(routes);
  return <IntlRoot>{element}</IntlRoot>;
}

const matched = (pathname: string): PageRoute[] => (matchRoutes(routes, pathname) ?? []).map((m) => pageRoutes.get(m.route)).filter((r): r is PageRoute => !!r);

/** Runs the onEnter of the routes at a URL (once their code is there); a French page's catalog starts loading. */
function enterRoutes(url: URL): void {
  void loadCatalog(localeOfPath(url.pathname));
  for (const r of matched(url.pathname)) {
    if (!r.load) continue;
    const p = loadPage(r.load);
    if (p.status === 'fulfilled') p.value?.onEnter?.(url);
    else void p.then((m) => m.onEnter?.(url));
  }
}

/** Loads the code of the routes at a URL and enters them: before the first render (and on the server, before each render). */
export async function preloadRoutes(url: URL): Promise<void> {
  const locale = localeOfPath(url.pathname);
  // A French page's header text loads beside the route code, then the French of the code that arrived.
  void loadCatalog(locale);
  await Promise.all(matched(url.pathname).flatMap((r) => (r.load ? [loadPage(r.load)] : [])));
  await loadCatalog(locale);
  enterRoutes(url);
}

/**
 * The browser's history for unstable_HistoryRouter (React Router's own, which BrowserRouter also uses), with
 * each route entered before the router renders a new location; `navigated` hears of every new location.
 * Every navigation first asks the leave guard (a screen with unsaved changes may hold it): a push or replace
 * waits for the answer; back/forward has already moved, so it is undone and redone once the person agrees.
 */
export function createAppHistory(navigated: () => void) {
  const history = createBrowserHistory({ v5Compat: true });
  let undoing = false;
  let redoing = false;
  return Object.assign(Object.create(history) as typeof history, {
    push: (...args: Parameters<typeof history.push>) => attemptLeave(() => history.push(...args)),
    replace: (...args: Parameters<typeof history.replace>) => attemptLeave(() => history.replace(...args)),
    listen: (listener: Parameters<typeof history.listen>[0]) =>
      history.listen((update) => {
        if (update.action === 'POP' && update.delta) {
          if (undoing) {
            // The undone step: the router still shows this location.
            undoing = false;
            return;
          }
          if (!redoing && hasUnsavedChanges()) {
            const delta = update.delta;
            undoing = true;
            history.go(-delta);
            attemptLeave(() => {
              redoing = true;
              history.go(delta);
            });
            return;
          }
          redoing = false;
        }
        navigated();
        enterRoutes(new URL(history.createHref(update.location), window.location.origin));
        listener(update);
      }),
  });
}
