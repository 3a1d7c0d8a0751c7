import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MARKET } from './market';
import type { MarketCode } from './market';

/**
 * What the demo's own backend declares beyond the spec, appended to the build's config.js: it answers a
 * repeated Idempotency-Key with its first answer (server/idempotency.ts). A deployment in front of another
 * backend (API_TARGET) gets the build's config.js as it is: the spec's backend, keys not relied on.
 */
export const DEMO_BACKEND_LINE =
  '\n// The demo backend honours Idempotency-Key (server/idempotency.ts).\n' +
  'window.__CUOTA_CONFIG__ = Object.assign({}, window.__CUOTA_CONFIG__, {\n' +
  '  backend: { idempotencyKeys: true },\n});\n';

/** The demo lender's contact in a market other than Mexico (Mexico's is the build's brand). */
const DEMO_BRANDS: Record<Exclude<MarketCode, 'MX'>, Record<string, string>> = {
  IN: {
    servicePhone: '1800 123 4567',
    email: 'support@cuota.in',
    companyName: 'Cuota Finance Private Limited',
  },
};

/**
 * The demo's declarations for the market it serves: Mexico's is the backend line alone (the build's
 * `market`, Mexico by default, is left as it is); another market's (MARKET=IN) also sets `market`, so the
 * app formats money and phones as the demo data is written.
 */
function demoConfigLine(market: MarketCode = DEFAULT_MARKET): string {
  if (market === 'MX') return DEMO_BACKEND_LINE;
  return (
    `\n// The demo backend serves ${market} data (MARKET=${market}) and honours Idempotency-Key.\n` +
    'window.__CUOTA_CONFIG__ = Object.assign({}, window.__CUOTA_CONFIG__, {\n' +
    `  market: '${market}',\n` +
    // The lender's own contact in that market (the pages that name customer service show it).
    `  brand: Object.assign({}, (window.__CUOTA_CONFIG__ || {}).brand, ${JSON.stringify(DEMO_BRANDS[market])}),\n` +
    '  backend: { idempotencyKeys: true },\n});\n'
  );
}

/** GET /config.js with the demo's declarations (backend, market), revalidated like the build's own file. */
export function registerDemoConfig(
  app: FastifyInstance,
  distDir: string,
  market: MarketCode = DEFAULT_MARKET,
): void {
  const line = demoConfigLine(market);
  app.get('/config.js', async (_req, reply) => {
    let base: string;
    try {
      base = await fs.promises.readFile(path.join(distDir, 'config.js'), 'utf8');
    } catch {
      base = 'window.__CUOTA_CONFIG__ = {};\n';
    }
    return reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`${base}${line}`);
  });
}
