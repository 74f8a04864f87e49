// webpack loader for react-router's bundled build (webpack.config.ts), so that the minifier can drop what this app
// never runs:
// - `X.displayName = "…"` statements and unannotated `React.forwardRef(…)` / `createContext(…)` calls are side
//   effects to a minifier, so every component and context the file defines stayed in the bundle, used or not (Form,
//   ScrollRestoration and the data router code they call). Without the names (devtools only) and with the calls
//   marked pure, unused ones are dropped.
// - Link's `prefetch` works only in framework mode (PrefetchPageLinks reads the framework's route manifest); in the
//   declarative mode used here it is never on, but its code (prefetch links, manifests, route module loading) rode
//   along in every Link. The prefetch behaviour is replaced by its "none" value.
const LINK_PREFETCH = /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/g;

module.exports = function pureComponentsLoader(source) {
  let out = source.replace(/^\w+\.displayName = "[^"\n]*";$/gm, '').replace(/(?<!\/\* @__PURE__ \*\/ )\b(React\w*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1');
  if (out.includes('function LinkWithRef(')) {
    // A new react-router whose Link reads differently must not pass unnoticed.
    if ((out.match(LINK_PREFETCH) ?? []).length !== 1) throw new Error(`${this.resourcePath}: Link's usePrefetchBehavior call not found`);
    out = out.replace(LINK_PREFETCH, 'let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};');
  }
  return out;
};
