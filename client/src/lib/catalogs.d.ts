// A part of a site catalog, compiled at build time (scripts/messages-loader.js): `site.en.json?core`, `?home,footer`, `?all`.
declare module '@contract/i18n/messages/site.en.json?*' {
  const part: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default part;
}
declare module '@contract/i18n/messages/site.fr.json?*' {
  const part: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default part;
}
