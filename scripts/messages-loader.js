// webpack loader for the site's message catalogs (src/contract/i18n/messages/site.{en,fr}.json, flat `{ id: ICU
// message }`): each message is parsed to its AST at build time with FormatJS's parser, as `formatjs compile --ast`
// writes it, so no ICU parser ships to the browser (react-intl formats ASTs only, plain texts included). The import's
// query picks the messages: `?all` every one, `?core` the header's (the entry), `?home,footer` those whose id starts
// with `home.` or `footer.`. `head.*` (the server's page heads) never goes to the browser.
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The ids the entry needs on every page: the layout, the header, its menus and the region selector. */
const CORE = ['layout', 'header', 'region', 'menu'];
const SERVER_ONLY = ['head'];

module.exports = function messagesLoader(source) {
  const query = (this.resourceQuery || '').replace(/^\?/, '');
  if (!query) throw new Error(`${this.resourcePath}: import a catalog with a query (?all, ?core or ?<prefix>,<prefix>)`);
  const prefixes = query === 'core' ? CORE : query === 'all' ? null : query.split(',');
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    const prefix = id.split('.')[0];
    if (SERVER_ONLY.includes(prefix) || (prefixes && !prefixes.includes(prefix))) continue;
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    compiled[id] = parse(message);
  }
  return JSON.stringify(compiled);
};
