// The es-MX catalog (src/i18n/messages/es-MX/<namespace>.json) is generated from the code's
// defaultMessages: each text is typed once, in the component or its messages.ts, and this script
// writes it to the catalog. `npm run messages` writes it; test/i18n/defaultMessages.test.ts fails when
// the files and the code disagree (run the script). Ids with no default in the code (a computed id: a
// form error, a toast) keep their catalog text as written.
// The extraction is @formatjs/ts-transformer's (the one the build compiles the texts with), over every
// source file that holds a defaultMessage.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { transform } = require('@formatjs/ts-transformer');

const root = path.join(__dirname, '..');
const SRC = path.join(root, 'src');
const CATALOG = path.join(SRC, 'i18n', 'messages', 'es-MX');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every id with a defaultMessage in `src`: { defaults: Map id -> text, conflicts: one line per id
 * whose defaults differ between two places }.
 */
function extractDefaults() {
  const defaults = new Map();
  const where = new Map();
  const conflicts = [];
  const onMsgExtracted = (file, messages) => {
    for (const { id, defaultMessage } of messages) {
      if (typeof id !== 'string' || typeof defaultMessage !== 'string') continue;
      const at = path.relative(root, file);
      if (defaults.has(id) && defaults.get(id) !== defaultMessage)
        conflicts.push(
          `${id}: "${defaults.get(id)}" (${where.get(id)}) and "${defaultMessage}" (${at})`,
        );
      defaults.set(id, defaultMessage);
      where.set(id, at);
    }
  };
  const transformer = transform({ throws: false, onMsgError: () => {}, onMsgExtracted });
  for (const file of sourceFiles(SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes('defaultMessage')) continue;
    ts.transpileModule(source, {
      fileName: file,
      compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022 },
      transformers: { before: [transformer] },
    });
  }
  return { defaults, conflicts };
}

/** The catalog's files as read: namespace -> { id: text } in file order. */
function readCatalog() {
  const catalog = {};
  for (const name of fs
    .readdirSync(CATALOG)
    .filter((f) => f.endsWith('.json'))
    .sort())
    catalog[name.replace(/\.json$/, '')] = JSON.parse(
      fs.readFileSync(path.join(CATALOG, name), 'utf8'),
    );
  return catalog;
}

/** How a namespace file is written (two-space JSON, a final newline, as Prettier leaves it). */
const serialize = (table) => `${JSON.stringify(table, null, 2)}\n`;

/**
 * The catalog the defaults make (extracted here unless given): each namespace file with its defaults' texts (an id new to the
 * catalog added at its namespace's end), the other ids as they are. Returns { files: namespace ->
 * text to write, problems: ids that cannot be placed or conflict }.
 */
function generate({ defaults, conflicts } = extractDefaults()) {
  const catalog = readCatalog();
  const problems = [...conflicts];
  for (const [id, text] of defaults) {
    const namespace = id.split('.')[0];
    if (!catalog[namespace]) {
      problems.push(`${id}: no namespace file es-MX/${namespace}.json`);
      continue;
    }
    catalog[namespace][id] = text;
  }
  const files = {};
  for (const [namespace, table] of Object.entries(catalog)) files[namespace] = serialize(table);
  return { files, problems, defaults };
}

/** The namespace files whose text on disk is not what the defaults make. */
function stale(files) {
  return Object.keys(files).filter(
    (namespace) =>
      fs.readFileSync(path.join(CATALOG, `${namespace}.json`), 'utf8') !== files[namespace],
  );
}

module.exports = { extractDefaults, generate, stale, CATALOG };

if (require.main === module) {
  const { files, problems, defaults } = generate();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const changed = stale(files);
  if (process.argv.includes('--check')) {
    if (changed.length) {
      console.error(`es-MX catalog out of date (npm run messages): ${changed.join(', ')}`);
      process.exit(1);
    }
  } else {
    for (const namespace of changed)
      fs.writeFileSync(path.join(CATALOG, `${namespace}.json`), files[namespace]);
  }
  console.log(
    `es-MX: ${defaults.size} texts from the code's defaultMessages, ${changed.length} file(s) ${process.argv.includes('--check') ? 'out of date' : 'written'}`,
  );
}
