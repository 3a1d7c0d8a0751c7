// `npm run size`: gzip sizes of the production build, checked against the budgets.
// First load of an entry = the scripts its HTML loads + its largest locale catalog (only the active one loads).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { root } = require('./lib');

const KB = 1024;
const budgets = {
  // The product's first-load budgets, measured on the build borrowers get (`npm run build`; `npm test`
  // measures dist-production/). Texts precompiled (no ICU parser); the landing's first load includes
  // its early script and the chunk it shares (the template request before the app scripts). The
  // landing is a browser page: its bridge has no host transports (src/platform/bridge/browserBridge.ts).
  promotionFirstLoad: 110 * KB,
  siteFirstLoad: 90 * KB,
  // The app's routes are flat: matched by path (src/ui/useRouteElement.ts), without react-router's
  // useRoutes and its nested rendering.
  appFirstLoad: 120 * KB,
  lazyChunk: 25 * KB,
  initialCss: 15 * KB,
};

const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
// What the server sends to a browser that accepts brotli: the build's .br copy of the file
// (build/precompress.ts), or the file itself where the build wrote none.
const br = (file) => {
  const copy = path.join(dist, `${file}.br`);
  return fs.statSync(fs.existsSync(copy) ? copy : path.join(dist, file)).size;
};

function assetsOf(html) {
  const text = fs.readFileSync(path.join(dist, html), 'utf8');
  // Its scripts: those it runs at once and those it runs after its first paint (preload links marked
  // data-after-paint, src/platform/boot/afterPaint.ts), in the page's order.
  const scripts = [
    ...text.matchAll(
      /<script[^>]+src=["']?\/?([^"' >]+\.js)|<link[^>]+href=["']?\/?([^"' >]+\.js)["']?[^>]*data-after-paint/g,
    ),
  ]
    .map((m) => m[1] ?? m[2])
    .filter((f) => f.startsWith('assets/'));
  const css = [...text.matchAll(/<link[^>]+href=["']?\/?([^"' >]+\.css)/g)].map((m) => m[1]);
  // The prerendered pages carry their stylesheets inline (build/inlineStylesPlugin.ts).
  const inlineCss = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  return { scripts, css, inlineCss };
}

/**
 * The feature texts' chunks have no name (the app's runtime then maps only their ids to files): the
 * app's lookup of them (`"./<locale>/<namespace>.json":[module,[chunk]]`) names their rows.
 */
function textChunkNames(scripts) {
  const names = new Map();
  for (const file of scripts) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/"\.\/([\w-]+)\/(\w+)\.json":\[\d+,\[(\d+)\]\]/g))
      names.set(m[3], `texts-${m[1]}-${m[2]}`);
  }
  return names;
}

function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('dist/ is missing: run `npx webpack --mode production` first.');
    process.exit(1);
  }
  const all = fs.readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
  const js = all.filter((f) => f.endsWith('.js'));
  // Each entry has its own catalogs: messages-<locale> for the app, promo-messages-<locale> for the
  // landing, site-messages-<locale> for the company website.
  const appCatalogs = js.filter((f) => /\/messages-/.test(f));
  const promoCatalogs = js.filter((f) => /\/promo-messages-/.test(f));
  const siteCatalogs = js.filter((f) => /\/site-messages-/.test(f));
  const catalogs = [...appCatalogs, ...promoCatalogs, ...siteCatalogs];
  const largest = (list) => Math.max(0, ...list.map(gz));
  const rows = [];
  let failed = 0;
  const check = (name, bytes, budget, detail = '') => {
    const ok = bytes <= budget;
    if (!ok) failed += 1;
    rows.push([name, fmt(bytes), fmt(budget), ok ? 'ok' : 'OVER', detail]);
  };

  const initial = new Set();
  for (const [entry, html, budget, entryCatalogs] of [
    ['app', 'index.html', budgets.appFirstLoad, appCatalogs],
    ['promotion', 'promotion.html', budgets.promotionFirstLoad, promoCatalogs],
    // The website's pages all load the same scripts: its home page stands for them.
    ['site', 'site/index.html', budgets.siteFirstLoad, siteCatalogs],
  ]) {
    const largestCatalog = largest(entryCatalogs);
    const { scripts, css, inlineCss } = assetsOf(html);
    scripts.forEach((s) => initial.add(s));
    const bytes = scripts.reduce((sum, f) => sum + gz(f), 0) + largestCatalog;
    const brotli =
      scripts.reduce((sum, f) => sum + br(f), 0) + Math.max(0, ...entryCatalogs.map(br));
    check(
      `${entry} entry first-load JS`,
      bytes,
      budget,
      `${scripts.length} scripts + catalog ${fmt(largestCatalog)}; brotli ${fmt(brotli)}`,
    );
    const cssBytes =
      css.reduce((sum, f) => sum + gz(f), 0) +
      inlineCss.reduce((sum, text) => sum + zlib.gzipSync(text, { level: 9 }).length, 0);
    check(
      `${entry} initial CSS`,
      cssBytes,
      budgets.initialCss,
      `${css.length} file(s), ${inlineCss.length} inline`,
    );
  }
  // The locale data's worker (src/platform/boot/intlWarm.ts): fetched by the worker the page starts,
  // off the main thread, not a script of the page; shown for what it weighs.
  for (const worker of js.filter((f) => /\/intl-warm\.[0-9a-f]{10}\.js$/.test(f))) {
    initial.add(worker);
    rows.push([
      'locale-data worker',
      fmt(gz(worker)),
      '-',
      '',
      'fetched by a worker, beside the first load',
    ]);
  }
  const textChunks = textChunkNames([...initial]);
  for (const chunk of js.filter((f) => !initial.has(f) && !catalogs.includes(f))) {
    const name = path.basename(chunk).replace(/\.[0-9a-f]{10}\.js$/, '');
    check(`lazy chunk ${textChunks.get(name) ?? name}`, gz(chunk), budgets.lazyChunk);
  }
  // Texts are precompiled at build time: no script may carry the ICU message parser (its syntax
  // error names appear only in the parser, not in the no-parser build the bundles alias to).
  const withParser = js.filter((f) =>
    /EXPECT_ARGUMENT_CLOSING_BRACE|MALFORMED_ARGUMENT/.test(
      fs.readFileSync(path.join(dist, f), 'utf8'),
    ),
  );
  rows.push([
    'ICU message parser in scripts',
    String(withParser.length),
    '0',
    withParser.length === 0 ? 'ok' : 'OVER',
    withParser.join(' '),
  ]);
  if (withParser.length > 0) failed += 1;
  for (const catalog of catalogs) {
    rows.push([
      `catalog ${path.basename(catalog).replace(/\.[0-9a-f]{10}\.js$/, '')}`,
      fmt(gz(catalog)),
      '-',
      '',
      'one loads per visit',
    ]);
  }

  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
  console.log(
    [
      'piece'.padEnd(widths[0]),
      'gzip'.padStart(widths[1]),
      'budget'.padStart(widths[2]),
      'status',
    ].join('  '),
  );
  for (const r of rows) {
    console.log(
      [
        r[0].padEnd(widths[0]),
        r[1].padStart(widths[1]),
        r[2].padStart(widths[2]),
        r[3].padEnd(widths[3]),
        r[4],
      ].join('  '),
    );
  }
  if (failed > 0) {
    console.error(`\n${failed} budget(s) exceeded`);
    process.exit(1);
  }
  console.log('\nall budgets met');
}

main();
