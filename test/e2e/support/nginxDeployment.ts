/**
 * The documented deployment, started for a test: the demo server as the backend (over TLS, with a
 * throwaway certificate), optionally behind another backend in front of it, and this build served by
 * real nginx with docs/nginx.conf.example filled in (support/nginx.ts).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE, fillExample, mainConf, startNginx, type RunningNginx } from './nginx';

interface Tls {
  cert: string;
  certFile: string;
  keyFile: string;
  chromeFlag: string;
}

const lib = jest.requireActual<{
  root: string;
  freePort: () => Promise<number>;
  makeCertificate: (dir: string) => Promise<Tls>;
  startServer: (o: {
    port: number;
    dataFile: string;
    env?: Record<string, string>;
    quiet: boolean;
    tls: Tls;
  }) => Promise<{ child: ChildProcess; url: string }>;
}>('../../../scripts/lib');

/** The build nginx serves: DIST, else dist/. */
export const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(lib.root, 'dist');

/** A backend in front of the demo server: its origin for proxy_pass, its host name, and its end. */
export interface FrontBackend {
  url: string;
  host: string;
  close(): Promise<void>;
}

export interface RunningDeployment {
  /** The deployment's folder: nginx's configuration, logs and temporary files, the demo's data. */
  dir: string;
  tls: Tls;
  demo: { child: ChildProcess; url: string };
  nginx: RunningNginx;
  /** nginx's HTTPS origin and its plain-HTTP redirect. */
  url: string;
  httpUrl: string;
  /** nginx's access log (the example's log_format). */
  accessLog: string;
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  /** The demo server's environment (server/README.md). */
  demoEnv?: Record<string, string>;
  /** Starts the backend nginx talks to, in front of the demo server (`ca` trusts its certificate). */
  front?: (demoUrl: string, ca: string) => Promise<FrontBackend>;
}

export async function startDeployment(options: DeploymentOptions = {}): Promise<RunningDeployment> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-nginx-'));
  const tls = await lib.makeCertificate(dir);
  const demoPort = await lib.freePort();
  const demo = await lib.startServer({
    port: demoPort,
    dataFile: path.join(dir, 'db.json'),
    env: options.demoEnv,
    quiet: true,
    tls,
  });
  let front: FrontBackend | undefined;
  try {
    front = await options.front?.(demo.url, tls.cert);
    return await startNginxIn(dir, tls, demo, demoPort, front);
  } catch (error) {
    await front?.close();
    demo.child.kill('SIGTERM');
    throw error;
  }
}

async function startNginxIn(
  dir: string,
  tls: Tls,
  demo: RunningDeployment['demo'],
  demoPort: number,
  front: FrontBackend | undefined,
): Promise<RunningDeployment> {
  const [httpsPort, httpPort] = [await lib.freePort(), await lib.freePort()];
  const accessLog = path.join(dir, 'access.log');
  const site = fillExample(fs.readFileSync(EXAMPLE, 'utf8'), {
    dist,
    certFile: tls.certFile,
    keyFile: tls.keyFile,
    configJs: path.join(dist, 'config.js'),
    backend: front?.url ?? demo.url,
    backendHost: front?.host ?? `127.0.0.1:${demoPort}`,
    httpsPort,
    httpPort,
    accessLog,
  });
  fs.writeFileSync(path.join(dir, 'cuota.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir, path.join(dir, 'cuota.conf')));
  const url = `https://127.0.0.1:${httpsPort}`;
  const nginx = await startNginx(
    process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    dir,
    path.join(dir, 'nginx.conf'),
    `${url}/`,
    tls.cert,
  );
  const stop = async () => {
    await nginx.stop();
    await front?.close();
    demo.child.kill('SIGTERM');
  };
  return { dir, tls, demo, nginx, url, httpUrl: `http://127.0.0.1:${httpPort}`, accessLog, stop };
}
