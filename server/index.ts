import path from 'node:path';
import { createServer } from './app';
import { parseImageHosts } from './headers';
import { MARKET_NAMES, marketFromEnv } from './market';
import { hstsMaxAgeFromEnv, tlsFromEnv } from './tls';

async function main(): Promise<void> {
  const market = marketFromEnv(process.env);
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const timeout = Number(process.env.UPSTREAM_TIMEOUT_MS);
  const requestMs = Number(process.env.REQUEST_TIMEOUT_MS);
  const tls = tlsFromEnv(process.env);
  const hstsMaxAge = hstsMaxAgeFromEnv(process.env);
  const app = await createServer({
    distDir: process.env.DIST ?? path.resolve(__dirname, '..', 'dist'),
    dataFile: process.env.DATA_FILE ?? path.resolve(__dirname, 'data', 'db.json'),
    apiTarget: process.env.API_TARGET || undefined,
    upstreamTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    timeouts: Number.isFinite(requestMs) && requestMs > 0 ? { requestMs } : undefined,
    frameAncestors: process.env.FRAME_ANCESTORS || undefined,
    cspReportUri: process.env.CSP_REPORT_URI || undefined,
    trustProxy: (process.env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    imageHosts: parseImageHosts(process.env.IMAGE_HOSTS),
    tls,
    hstsMaxAge,
    market,
  });
  await app.listen({ port, host });
  console.log(
    `Cuota demo server: ${tls ? 'https' : 'http'}://${host}:${port}/${tls ? ' (HTTP/2)' : ''}`,
  );
  if (!process.env.API_TARGET) console.log(`Demo data: ${MARKET_NAMES[market]} (MARKET=${market})`);

  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
