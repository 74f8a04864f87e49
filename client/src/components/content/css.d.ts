// Stylesheets are bundled by webpack (css-loader); a side-effect import has no exports.
declare module '*.css';
