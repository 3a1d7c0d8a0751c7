import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * What the demo's own backend declares beyond the spec, appended to the build's config.js: it answers a
 * repeated Idempotency-Key with its first answer (server/idempotency.ts). A deployment in front of another
 * backend (API_TARGET) gets the build's config.js as it is: the spec's backend, keys not relied on.
 */
export const DEMO_BACKEND_LINE =
  '\n// The demo backend honours Idempotency-Key (server/idempotency.ts).\n' +
  'window.__CUOTA_CONFIG__ = Object.assign({}, window.__CUOTA_CONFIG__, {\n' +
  '  backend: { idempotencyKeys: true },\n});\n';

/** GET /config.js with the demo's backend declaration, revalidated like the build's own file. */
export function registerDemoConfig(app: FastifyInstance, distDir: string): void {
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
      .send(`${base}${DEMO_BACKEND_LINE}`);
  });
}
