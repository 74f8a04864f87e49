// Webpack emits imported images as hashed files under /assets/ and the import is their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
