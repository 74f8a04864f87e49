// webpack loader for react-router's bundled build (webpack.config.ts): `X.displayName = "…"` statements and
// unannotated `React.forwardRef(…)` / `createContext(…)` calls are side effects to a minifier, so every component
// and context the file defines stayed in the bundle, used or not (Form, ScrollRestoration and the data router
// code they call). Without the names (devtools only) and with the calls marked pure, unused ones are dropped.
module.exports = function pureComponentsLoader(source) {
  return source.replace(/^\w+\.displayName = "[^"\n]*";$/gm, '').replace(/(?<!\/\* @__PURE__ \*\/ )\b(React\w*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1');
};
