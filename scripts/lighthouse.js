// `npm run lighthouse [-- /path?query] [--runs N]`: Lighthouse (mobile defaults) against the demo server,
// serving the current dist/. Prints score, FCP, LCP, TBT and CLS for each run and the median.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { root, freePort, startServer, ensureChrome, chromeFlags } = require('./lib');

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const target =
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs') ??
  '/customer-service?deviceId=demo-device&userId=1001&sessionId=demo-session&clientType=android';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const chrome = ensureChrome();
  const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-lh-')), 'db.json');
  const { child, url } = await startServer({ port: await freePort(), dataFile, quiet: true });
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-lh-profile-'));
      const out = path.join(profile, 'report.json');
      const res = spawnSync(
        'npx',
        [
          'lighthouse',
          `${url}${target}`,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices',
          `--chrome-flags=${[...chromeFlags, `--user-data-dir=${profile}`].join(' ')}`,
        ],
        {
          cwd: root,
          env: { ...process.env, CHROME_PATH: chrome },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      if (res.status !== 0 || !fs.existsSync(out))
        throw new Error(`lighthouse run ${i + 1} failed`);
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const a = report.audits;
      const r = {
        score: Math.round(report.categories.performance.score * 100),
        a11y: Math.round(report.categories.accessibility.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
      };
      results.push(r);
      console.log(
        `run ${i + 1}: performance ${r.score}, accessibility ${r.a11y}, FCP ${(r.fcp / 1000).toFixed(2)} s, ` +
          `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
  const m = (k) => median(results.map((r) => r[k]));
  console.log(
    `median of ${results.length} (${target}): performance ${m('score')}, accessibility ${m('a11y')}, ` +
      `FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms, ` +
      `CLS ${m('cls').toFixed(3)}`,
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
