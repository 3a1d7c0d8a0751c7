import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type http from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const HASHED = /\.[0-9a-f]{8,}\./;

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** Serves one file of distDir (already checked to be inside it). */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string): void {
  let content: Buffer;
  try {
    content = fs.readFileSync(file);
  } catch {
    sendText(res, 404, 'Not found');
    return;
  }
  const ext = path.extname(file).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': type,
    'Cache-Control':
      ext === '.html' || !HASHED.test(path.basename(file))
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
  };
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.test(type)) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(accept) && content.length > 256) {
      content = zlib.gzipSync(content);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = content.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : content);
}

/** Static files of distDir with SPA fallback; refuses path traversal. */
export function serveStatic(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  distDir: string,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed');
    return;
  }
  const rawPath = (req.url ?? '/').split('?')[0].split('#')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    sendText(res, 400, 'Bad request');
    return;
  }
  if (
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    decoded.split('/').some((s) => s === '..')
  ) {
    sendText(res, 400, 'Bad request');
    return;
  }
  const root = path.resolve(distDir);
  if (decoded === '/promotion' || decoded === '/promotion/') {
    sendFile(req, res, path.join(root, 'promotion.html'));
    return;
  }
  const target = path.resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + path.sep)) {
    sendText(res, 400, 'Bad request');
    return;
  }
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(target);
  } catch {
    stat = undefined;
  }
  if (stat?.isFile()) {
    sendFile(req, res, target);
    return;
  }
  if (stat?.isDirectory() && fs.existsSync(path.join(target, 'index.html')) && target !== root) {
    sendFile(req, res, path.join(target, 'index.html'));
    return;
  }
  // SPA fallback: extension-less paths are app routes.
  if (path.extname(decoded) === '') {
    sendFile(req, res, path.join(root, 'index.html'));
    return;
  }
  sendText(res, 404, 'Not found');
}
