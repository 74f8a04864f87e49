// webpack loader for react-router's bundled build (webpack.config.ts), so that the minifier can drop what this app
// never runs:
// - `X.displayName = "…"` statements and unannotated `React.forwardRef(…)` / `createContext(…)` calls are side
//   effects to a minifier, so every component and context the file defines stayed in the bundle, used or not (Form,
//   ScrollRestoration and the data router code they call). Without the names (devtools only) and with the calls
//   marked pure, unused ones are dropped.
// - Link's `prefetch` works only in framework mode (PrefetchPageLinks reads the framework's route manifest); in the
//   declarative mode used here it is never on, but its code (prefetch links, manifests, route module loading) rode
//   along in every Link. The prefetch behaviour is replaced by its "none" value.
// - Routes (useRoutes) shares its rendering with the data routers (RouterProvider): each match is wrapped in a
//   RenderErrorBoundary with a default error element, hydration fallbacks and loader state, all only when a data
//   router's state is passed. This app uses the declarative router only (HistoryRouter and Routes, in the browser
//   and on the server; no RouterProvider or createBrowserRouter), so that state is always undefined: stating it
//   lets the minifier drop those branches and the error boundary (~1 KB gzip of every page's entry).
const LINK_PREFETCH = /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/g;
const ROUTES_IMPL = /^function useRoutesImpl\(routes, locationArg, dataRouterOpts\) \{$/gm;
const RENDER_MATCHES = /^function _renderMatches\(matches, parentMatches = \[\], dataRouterOpts\) \{\n {2}let dataRouterState = dataRouterOpts\?\.state;$/gm;
const DATA_ROUTES_CALL = /return useRoutesImpl\(routes, void 0, \{/g;

module.exports = function pureComponentsLoader(source) {
  let out = source.replace(/^\w+\.displayName = "[^"\n]*";$/gm, '').replace(/(?<!\/\* @__PURE__ \*\/ )\b(React\w*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1');
  if (out.includes('function LinkWithRef(')) {
    // A new react-router whose Link reads differently must not pass unnoticed.
    if ((out.match(LINK_PREFETCH) ?? []).length !== 1) throw new Error(`${this.resourcePath}: Link's usePrefetchBehavior call not found`);
    out = out.replace(LINK_PREFETCH, 'let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};');
  }
  if (out.includes('function _renderMatches(')) {
    for (const [name, pattern] of [
      ['useRoutesImpl', ROUTES_IMPL],
      ['_renderMatches', RENDER_MATCHES],
      ["DataRoutes' useRoutesImpl call", DATA_ROUTES_CALL],
    ]) {
      if ((out.match(pattern) ?? []).length !== 1) throw new Error(`${this.resourcePath}: ${name} not found as expected`);
    }
    out = out
      .replace(ROUTES_IMPL, 'function useRoutesImpl(routes, locationArg) {\n  const dataRouterOpts = void 0;')
      .replace(RENDER_MATCHES, 'function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = void 0;\n  const dataRouterState = void 0;')
      // The data routers (RouterProvider, createBrowserRouter…) would render without their state, silently
      // wrong: they fail loudly instead. Dropped with them from the bundle while nothing uses them.
      .replace(
        DATA_ROUTES_CALL,
        'throw new Error("Data routers (RouterProvider) are left out of this build: see scripts/pure-components-loader.js");\n  return useRoutesImpl(routes, void 0, void {',
      );
  }
  return out;
};
