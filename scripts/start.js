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
  const demo =
    'deviceId=demo-device&userId=1001&sessionId=demo-session&clientType=android&merchantId=1';
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
    console.log(`  Customer service:            ${base}/customer-service?${demo}`);
    console.log(`  Customer service (English):  ${base}/customer-service?${demo}&languageType=1`);
    console.log(
      `  Customer service (failing):  ${base}/customer-service?${demo}&scenario=getWhatsapp:fail`,
    );
    console.log(`  Loan offer:                  ${base}/loan/confirm?${demo}&productId=1`);
    console.log(
      `  Loan details (repayable):    ${base}/loan/details?${demo}&productId=1&orderId=1174`,
    );
    console.log(
      `  Instalment repayment:        ${base}/repayment?${demo}&productId=1&orderId=1174`,
    );
    console.log(
      `  Extension:                   ${base}/repayment/extension?${demo}&productId=1&orderId=1174`,
    );
    console.log(
      `  Card repayment (SMS step):   ${base}/repayment/choose?${demo}&orderId=1174&productId=1&amount=359160&couponId=`,
    );
    console.log(`  Contract:                    ${base}/contract?${demo}&orderNo=1001`);
    console.log(`  Complaints:                  ${base}/complaint?${demo}&orderId=1174`);
    console.log(`  Complaint with a reply:      ${base}/complainDetails?${demo}&problemId=5002`);
    console.log(`  Bank card binding:           ${base}/bank-card/bind?${demo}`);
    console.log(`  Settings:                    ${base}/settings?${demo}`);
    console.log(
      `  Promotion landing:           ${base}/promotion?id=1&app_from=cuota&user_from=demo`,
    );
    console.log(`  Company website:             ${base}/`);
    console.log(
      `  Test page (QA tapes):        ${base}/testPreview?${demo}&productId=1&orderId=1174`,
    );
    console.log(`  Host check (in a web view):  ${base}/bridge-check?${demo}`);
    console.log(`  Record a QA tape:            add &qaTape=1 to any link above`);
    console.log(`  Demo scenarios:              ${base}/__demo/scenario`);
  }, 1500);
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (c) => process.exit(c ?? 0));
}

void main();
