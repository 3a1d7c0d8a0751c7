// `npm start`: builds the production bundle (with progress) and serves it with the demo backend.
// The demo keeps the developer pages (/testPreview, the QA tape player): CUOTA_DEVTOOLS=1.
// `MARKET=IN npm start` serves India's demo data (server/market.ts); the server inherits MARKET.
const path = require('node:path');
const { root, run } = require('./lib');
const { spawn } = require('node:child_process');

/** MARKET as the server reads it, checked before the build: a wrong one stops here with the server's line. */
function marketOf(env) {
  require('ts-node').register({ transpileOnly: true, project: path.join(root, 'tsconfig.json') });
  const { MARKET_NAMES, marketFromEnv } = require('../server/market');
  try {
    const market = marketFromEnv(env);
    return { code: market, name: MARKET_NAMES[market] };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

async function main() {
  const market = marketOf(process.env);
  const port = Number(process.env.PORT ?? 8080);
  const code = await run('npx', ['webpack', '--mode', 'production', '--progress'], {
    env: { ...process.env, CUOTA_DEVTOOLS: '1' },
  });
  if (code !== 0) process.exit(code);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'server/index.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: 'inherit',
    },
  );
  setTimeout(() => {
    if (server.exitCode !== null) return;
    console.log('');
    console.log(`Cuota is running at ${base}/`);
    console.log(
      process.env.API_TARGET
        ? `API calls go to ${process.env.API_TARGET}`
        : 'API: the demo backend (seeded data)',
    );
    console.log(
      process.env.API_TARGET
        ? "Market: as the build's config.js says (MARKET chooses the demo's data only)"
        : `Market: ${market.name} (MARKET=${market.code})`,
    );
    console.log('Deep links:');
    // The app's pages from the demo table (src/app/demoPages.ts), then the other ways in.
    const { DEMO_PAGES, withDemoSession } = require('../src/app/demoPages');
    const line = (label, url) => console.log(`  ${`${label}:`.padEnd(29)}${url}`);
    const withDemo = (url) => `${base}${withDemoSession(url)}`;
    for (const page of Object.values(DEMO_PAGES)) {
      if (page.startLink) line(page.startLink, withDemo(page.url));
    }
    line('Customer service (English)', `${withDemo('/customer-service')}&languageType=1`);
    line(
      'Customer service (failing)',
      `${withDemo('/customer-service')}&scenario=getWhatsapp:fail`,
    );
    line('Promotion landing', `${base}/promotion?id=1&app_from=cuota&user_from=demo`);
    line('Company website', `${base}/`);
    console.log(`  Record a QA tape:            add &qaTape=1 to any link above`);
    console.log(`  Demo scenarios:              ${base}/__demo/scenario`);
  }, 1500);
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (c) => process.exit(c ?? 0));
}

void main();
