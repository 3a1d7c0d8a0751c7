// `npm run lighthouse [-- /path?query] [--runs N]`: Lighthouse (mobile defaults) against the demo server,
// serving the current build (DIST, default dist/). Prints score, FCP, LCP, TBT and CLS for each run and
// the median.
// `npm run lighthouse -- --all [--runs N]`: the median of N runs (3) of every route of the route table
// with demo data, the promotion landing and the website home (scripts/lighthouseRoutes.js), on one demo
// server; prints a table with the worst of each column. It reports: exit 0 whatever the numbers (budgets
// are not enforced here), 1 when a page could not be measured or a route has no demo URL.
// `--only /route,/route` (with --all) measures only those rows of the table; `--list` prints the pages
// `--all` measures and runs nothing.
// The server speaks HTTPS with HTTP/2, as a production deployment does (a throwaway self-signed certificate
// that only this Chromium trusts); `--http1` measures over plain HTTP/1.1 instead, where every parallel
// script opens a connection of its own.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const {
  root,
  freePort,
  makeCertificate,
  startServer,
  ensureChrome,
  chromeFlags,
} = require('./lib');

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? (args[args.indexOf(flag) + 1] ?? '') : undefined);
const runs = args.includes('--runs') ? Number(valueOf('--runs')) : 3;
const only = valueOf('--only')?.split(',').filter(Boolean);
const all = args.includes('--all');
const list = args.includes('--list');
const http1 = args.includes('--http1');
const paths = args.filter(
  (a, i) => !a.startsWith('--') && !['--runs', '--only'].includes(args[i - 1]),
);
const target =
  paths[0] ??
  '/customer-service?deviceId=demo-device&userId=1001&sessionId=demo-session&clientType=android';
const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2);

/** The demo pages: their list loads the app's route table, hence ts-node and the stylesheet stub. */
function pages() {
  require('ts-node').register({ transpileOnly: true, project: path.join(root, 'tsconfig.json') });
  require('./styles');
  return require('./lighthouseRoutes').pagesToMeasure();
}

/** Chromium flags of every run besides the shared ones: the trust of the server's certificate. */
const extraChromeFlags = [];

/** One Lighthouse run of `url`; throws when it fails or the page did not load. */
function lighthouse(url, chrome, categories) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-lh-profile-'));
  try {
    const out = path.join(profile, 'report.json');
    const res = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${categories}`,
        `--chrome-flags=${[...chromeFlags, ...extraChromeFlags, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (res.status !== 0 || !fs.existsSync(out)) throw new Error('lighthouse failed');
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    if (report.runtimeError)
      throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    const a = report.audits;
    const score = report.categories.performance.score;
    if (typeof score !== 'number') throw new Error('no performance score');
    return {
      score: Math.round(score * 100),
      a11y: report.categories.accessibility
        ? Math.round(report.categories.accessibility.score * 100)
        : undefined,
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      // Lighthouse's measure of the host's CPU (1500-2000: the desktop its 4x CPU slowdown assumes).
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const describe = (r) =>
  `FCP ${seconds(r.fcp)} s, LCP ${seconds(r.lcp)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`;
/** A run's line: its figures and the host's benchmark index that run measured. */
const describeRun = (r) => `${describe(r)}, host benchmarkIndex ${r.benchmarkIndex}`;

/** Today's single-page mode: each run, then the median. */
function measureOne(base, chrome) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    let r;
    try {
      r = lighthouse(`${base}${target}`, chrome, 'performance,accessibility,best-practices');
    } catch (error) {
      throw new Error(`lighthouse run ${i + 1} failed (${error.message})`);
    }
    results.push(r);
    console.log(`run ${i + 1}: performance ${r.score}, accessibility ${r.a11y}, ${describeRun(r)}`);
  }
  const m = (k) => median(results.map((r) => r[k]));
  console.log(
    `median of ${results.length} (${target}): performance ${m('score')}, accessibility ${m('a11y')}, ` +
      describe({ fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') }),
  );
  return true;
}

function printTable(rows) {
  const measured = rows.filter((r) => r.runs > 0);
  const cells = (r) => [
    r.route,
    String(r.score),
    seconds(r.fcp),
    seconds(r.lcp),
    String(Math.round(r.tbt)),
    r.cls.toFixed(3),
    r.note ?? '',
  ];
  const lines = [
    ['route', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', ''],
    ...rows.map((r) => (r.runs > 0 ? cells(r) : [r.route, '-', '-', '-', '-', '-', r.note])),
  ];
  if (measured.length > 0) {
    const max = (k) => Math.max(...measured.map((r) => r[k]));
    lines.push(
      cells({
        route: 'worst',
        score: Math.min(...measured.map((r) => r.score)),
        fcp: max('fcp'),
        lcp: max('lcp'),
        tbt: max('tbt'),
        cls: max('cls'),
      }),
    );
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const l of lines) {
    console.log(
      l
        .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : i === 6 ? c : c.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    );
  }
}

/** `--all`: every page, median of `runs` each, then the table. False when a page had no good run. */
function measureAll(base, chrome, targets) {
  const rows = [];
  targets.forEach(({ route, url }, index) => {
    const results = [];
    const errors = [];
    for (let i = 0; i < runs; i += 1) {
      const step = `[${index + 1}/${targets.length}] ${route} run ${i + 1}/${runs}`;
      try {
        const r = lighthouse(`${base}${url}`, chrome, 'performance');
        results.push(r);
        console.log(`${step}: performance ${r.score}, ${describeRun(r)}`);
      } catch (error) {
        errors.push(error.message);
        console.error(`${step} failed: ${error.message}`);
      }
    }
    const m = (k) => median(results.map((r) => r[k]));
    const note = errors.length > 0 ? `${results.length} of ${runs} runs (${errors[0]})` : undefined;
    rows.push(
      results.length > 0
        ? {
            route,
            runs: results.length,
            score: m('score'),
            fcp: m('fcp'),
            lcp: m('lcp'),
            tbt: m('tbt'),
            cls: m('cls'),
            note,
          }
        : { route, runs: 0, note },
    );
  });
  console.log(`\nLighthouse mobile, median of ${runs} run(s) per page (${dist}):\n`);
  printTable(rows);
  const failed = rows.filter((r) => r.runs === 0).length;
  if (failed > 0) console.error(`\n${failed} page(s) could not be measured`);
  return failed === 0;
}

async function main() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
  if (all && paths.length > 0) throw new Error('--all measures every route: give it no path');
  if (only && !all) throw new Error('--only goes with --all');
  let demoPages = all || list ? pages() : null;
  if (only) {
    const unknown = only.filter((route) => !demoPages.some((p) => p.route === route));
    if (unknown.length > 0 || only.length === 0) {
      throw new Error(
        'Give --only routes of the table, comma-separated (`npm run lighthouse -- --list` lists them)' +
          (unknown.length > 0 ? `: ${unknown.join(', ')} is not one` : ''),
      );
    }
    demoPages = demoPages.filter((p) => only.includes(p.route));
  }
  if (list) {
    for (const p of demoPages) console.log(`${p.route.padEnd(24)} ${p.url}`);
    return;
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no build: run \`npm run build\` first (or point DIST at one).`);
  }
  const chrome = ensureChrome();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-lh-'));
  const tls = http1 ? undefined : await makeCertificate(dataDir);
  if (tls) extraChromeFlags.push(tls.chromeFlag);
  const { child, url } = await startServer({
    port: await freePort(),
    dataFile: path.join(dataDir, 'db.json'),
    env: { DIST: dist },
    quiet: true,
    tls,
  });
  console.log(`Measuring ${url} (${tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}), ${dist}`);
  let ok;
  try {
    ok = all ? measureAll(url, chrome, demoPages) : measureOne(url, chrome);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!ok) process.exit(1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
