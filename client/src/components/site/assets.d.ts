// Webpack emits imported images as hashed files under /assets/ and the import is their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
// An SVG inlined as a data URL (webpack.config.ts assetRule).
declare module '*.svg?inline' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
// Data files fetched at run time (webpack.config.ts jsonUrlRule): the import is their hashed URL.
declare module '*.json?url' {
  const url: string;
  export default url;
}
