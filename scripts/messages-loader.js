// webpack loader for the site's message catalogs (src/contract/i18n/messages/site.{en,fr}.json, flat `{ id: ICU
// message }`): each message is parsed to its AST at build time with FormatJS's parser, as `formatjs compile --ast`
// writes it, so no ICU parser ships to the browser (react-intl formats ASTs only, plain texts included). The import's
// query picks the messages: `?all` every one, `?core` the header's (the entry), `?home,footer` those whose id starts
// with `home.` or `footer.`. `head.*` (the server's page heads) never goes to the browser.
//
// A part of the English catalog also exports `french`: a loader of the same part of the French catalog, a chunk of
// its own (`messages-fr` for the core, `messages-fr-home-footer` for `?home,footer`), so a French page loads the
// French text of the code it runs and an English page loads none.
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The ids the entry needs on every page: the layout, the header, its menus and the region selector. */
const CORE = ['layout', 'header', 'region', 'menu'];
const SERVER_ONLY = ['head'];

module.exports = function messagesLoader(source) {
  const query = (this.resourceQuery || '').replace(/^\?/, '');
  if (!query) throw new Error(`${this.resourcePath}: import a catalog with a query (?all, ?core or ?<prefix>,<prefix>)`);
  if (!/^[A-Za-z,]+$/.test(query)) throw new Error(`${this.resourcePath}: "?${query}" is not a list of message prefixes`);
  const prefixes = query === 'core' ? CORE : query === 'all' ? null : query.split(',');
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    const prefix = id.split('.')[0];
    if (SERVER_ONLY.includes(prefix) || (prefixes && !prefixes.includes(prefix))) continue;
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    compiled[id] = parse(message);
  }
  // JSON.parse of a string literal: parsed faster than the same object as code.
  const part = `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
  const english = /^site\.en\.json$/.test(path.basename(this.resourcePath));
  if (!english) return part;
  const chunk = query === 'core' ? 'messages-fr' : `messages-fr-${query.replace(/,/g, '-')}`;
  const frenchFile = JSON.stringify(`./site.fr.json?${query}`);
  return `${part}export const french = () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${frenchFile});\n`;
};
