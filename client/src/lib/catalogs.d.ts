// A part of a site catalog, compiled at build time (scripts/messages-loader.js): `site.en.json?core`, `?home,footer`, `?all`.
// A part of the English catalog also brings the loader of the same part in French (a chunk only French pages load).
declare module '@contract/i18n/messages/site.en.json?*' {
  const part: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default part;
  export const french: (() => Promise<{ default: typeof part }>) | undefined;
}
declare module '@contract/i18n/messages/site.fr.json?*' {
  const part: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default part;
}
