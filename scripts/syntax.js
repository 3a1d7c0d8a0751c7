// `npm run syntax`: every emitted script (dist/**/*.js and the pages' inline scripts) parses at the
// support matrix's ECMAScript level (build/syntaxCheck.ts); exits 1 naming each script that does not.
const path = require('node:path');
const { root } = require('./lib');

require('ts-node').register({ transpileOnly: true, project: path.join(root, 'tsconfig.json') });
const { checkBuild } = require('../build/syntaxCheck');
const { SYNTAX_LEVEL } = require('../build/supportMatrix');

const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');
const { files, pages, inline, problems } = checkBuild(dist);
console.log(
  `ES${SYNTAX_LEVEL} syntax: ${files} script files and ${inline} inline scripts of ${pages} pages parsed, ${problems.length} refused`,
);
for (const problem of problems) console.error(`  ${problem.where}: ${problem.message}`);
process.exit(problems.length === 0 ? 0 : 1);
