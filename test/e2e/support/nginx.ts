/**
 * Real nginx serving a build with docs/nginx.conf.example, its CHANGE lines filled in the way a deployer
 * fills them: the build's folder, a certificate, the per-deployment config.js, the backend's origin.
 * Nothing else of the example is changed but its ports and its access log's file; a CHANGE line this
 * file does not know fails the test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';

export const EXAMPLE = path.resolve(__dirname, '../../../docs/nginx.conf.example');

export interface Deployment {
  /** The build's folder (dist/). */
  dist: string;
  /** PEM certificate and key files. */
  certFile: string;
  keyFile: string;
  /** The per-deployment config.js. */
  configJs: string;
  /** The backend's origin (`https://127.0.0.1:1234`) and the host name nginx sends it. */
  backend: string;
  backendHost: string;
  /** Where nginx listens: HTTPS and the plain-HTTP redirect. */
  httpsPort: number;
  httpPort: number;
  /** The access log's file (the example's is under /var/log/nginx). */
  accessLog: string;
}

/** The example with its CHANGE lines (and the ports it listens on) filled in. */
export function fillExample(example: string, d: Deployment): string {
  const lines = example.split('\n').map((line) => {
    const code = line.replace(/#.*$/, '');
    let out = code;
    out = out.replace(/^(\s*listen )443( ssl)/, `$1127.0.0.1:${d.httpsPort}$2`);
    out = out.replace(/^(\s*listen )80;/, `$1127.0.0.1:${d.httpPort};`);
    out = out.replace(/^(\s*access_log )\/var\/log\/nginx\/\S+( \w+;)/, `$1${d.accessLog}$2`);
    if (code.trim() === '' || !/#\s*CHANGE/.test(line)) return out === code ? line : out;
    out = out
      .replace(/^(\s*include )\/srv\/cuota\/dist\//, `$1${d.dist}/`)
      .replace(/^(\s*root )\/srv\/cuota\/dist;/, `$1${d.dist};`)
      .replace(/^(\s*server_name ).*;/, '$1127.0.0.1;')
      .replace(/^(\s*ssl_certificate ).*;/, `$1${d.certFile};`)
      .replace(/^(\s*ssl_certificate_key ).*;/, `$1${d.keyFile};`)
      .replace(/^(\s*alias )\/etc\/cuota\/config\.js;/, `$1${d.configJs};`)
      .replace(/^(\s*proxy_pass )https:\/\/api\.example\.com;/, `$1${d.backend};`)
      .replace(/^(\s*proxy_set_header Host )api\.example\.com;/, `$1${d.backendHost};`);
    // The CSP line's CHANGE (img-src, frame-ancestors) keeps the defaults, as the demo server does.
    if (out === code && !/Content-Security-Policy/.test(line))
      throw new Error(
        `docs/nginx.conf.example: a CHANGE line the test cannot fill: ${line.trim()}`,
      );
    return out;
  });
  return lines.join('\n');
}

/** The main configuration around the example: a prefix folder for nginx's own files. */
export function mainConf(dir: string, site: string): string {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    // Workers read the build where it is (a checkout under a private folder), as the master can.
    asRoot ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `  ${t}_temp_path ${dir}/${t};`,
    ),
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  child: ChildProcess;
  version: string;
  stop(): Promise<void>;
}

/** Checks the configuration (`nginx -t`), starts nginx in the foreground and waits until it answers. */
export async function startNginx(
  bin: string,
  dir: string,
  conf: string,
  url: string,
  ca: string,
): Promise<RunningNginx> {
  const version = spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr.trim();
  const test = spawnSync(bin, ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(bin, ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await get(url, ca);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, version, stop };
}

/** nginx's warnings and errors so far (its error log). */
export function nginxLog(dir: string): string {
  const file = path.join(dir, 'error.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GET over HTTPS (HTTP/1.1) trusting only `ca`, as a browser that accepts gzip and brotli asks. */
export function get(url: string, ca: string, accept = 'gzip, deflate, br'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca, headers: { 'Accept-Encoding': accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers))
          if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
  });
}
