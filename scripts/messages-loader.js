// webpack loader for the message catalogs (src/contract/i18n/messages/*.json, flat `{ id: ICU message }`): each
// message is parsed to its AST at build time, as `formatjs compile --ast` writes it, so the client carries no ICU
// parser (webpack.config.ts aliases it to @formatjs/icu-messageformat-parser/no-parser) and formats without parsing.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function messagesLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    compiled[id] = parse(message);
  }
  return JSON.stringify(compiled);
};
