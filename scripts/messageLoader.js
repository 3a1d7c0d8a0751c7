// Webpack loader for the text catalogs (src/i18n/messages/<locale>/<namespace>.json): each ICU text is
// compiled to its message AST at build time, so no entry ships the ICU message parser (the bundles alias
// it to its no-parser build; see webpack.config.ts).
const path = require('node:path');

// The parser react-intl formats with at run time, so the ASTs match its formatter's version.
const parserPath = require.resolve('@formatjs/icu-messageformat-parser', {
  paths: [path.join(__dirname, '..', 'node_modules', 'react-intl')],
});
const { parse } = require(parserPath);

/** @param {string} source */
module.exports = function compileMessages(source) {
  const table = JSON.parse(source);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, text] of Object.entries(table)) {
    if (typeof text !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a text`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(
        `${this.resourcePath}: "${id}" is not a valid ICU message (${error.message})`,
      );
    }
  }
  return JSON.stringify(compiled);
};

module.exports.parserPath = parserPath;
