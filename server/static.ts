import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_ROUTES } from '../src/site/siteRoutes';
import { FALLBACK_SHELL, SHELL_ROUTES } from '../src/app/shellRoutes';
import { isApiPath } from './api';
import { UPLOADS_PATH, UPLOAD_CACHE, readUpload } from './features/complaints/images';
import { HOST_FILES, cacheControlFor } from './headers';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

export function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(text);
}

const pathOf = (url: string) => url.split('?')[0].split('#')[0];

/** A path that is not plainly inside the app: undecodable, NUL, backslash or a '..' segment. */
function isBadPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  return (
    decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((s) => s === '..')
  );
}

/**
 * A page opened with `?scenario=name` (e.g. the printed "failing" deep link) keeps that scenario for its
 * API calls through the demo_scenario cookie; `?scenario=ok` resets it. Only scenario names are stored.
 */
function rememberPageScenario(req: FastifyRequest, reply: FastifyReply): void {
  const scenario = new URL(req.url, 'http://demo.local').searchParams.get('scenario');
  if (scenario === null || !/^[\w:,.-]{1,80}$/.test(scenario)) return;
  reply.header('Set-Cookie', `demo_scenario=${scenario}; Path=/; SameSite=Strict`);
}

/**
 * Scripts (and their brotli and gzip copies, whose type @fastify/static sets after `setHeaders`) go
 * with the standard JavaScript type: its mime table says application/javascript.
 */
async function javascriptType(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (/^application\/javascript\b/.test(String(reply.getHeader('content-type') ?? '')))
    reply.header('Content-Type', 'text/javascript; charset=utf-8');
  return payload;
}

/**
 * Gzips compressible static files (a @fastify/send stream) for clients that accept it, when the build
 * has no compressed copy of the file (a build without them, config.js); a copy already sent (brotli or
 * gzip, `preCompressed`) is left as it is.
 */
async function gzip(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!(payload instanceof Readable) || req.method === 'HEAD' || reply.statusCode !== 200)
    return payload;
  if (reply.getHeader('content-encoding') !== undefined) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  reply.header('Vary', 'Accept-Encoding');
  const length = Number(reply.getHeader('content-length') ?? 0);
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || length <= 256)
    return payload;
  reply.removeHeader('content-length');
  reply.header('Content-Encoding', 'gzip');
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('ETag', `W/${etag}`);
  return pipeline(payload, zlib.createGzip(), () => undefined);
}

/**
 * Complaint images at /uploads/<name>: the seeded ones and those uploaded into `uploadsDir` (only names
 * the upload endpoint gives, so nothing else of the directory and no path outside it), with their image
 * type and a long cache (a name never changes content); anything else under /uploads/ is a 404.
 */
export function registerUploads(app: FastifyInstance, uploadsDir: string): void {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PATH}*`, async (req, reply) => {
    const image = await readUpload(uploadsDir, req.params['*']);
    if (!image) return sendText(reply, 404, 'Not found');
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', UPLOAD_CACHE)
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.body);
  });
}

/**
 * The company website (issue 14): its prerendered pages at /, /About, /User, /Contact, /Policy and /Loan
 * (dist/site/*.html, revalidated like all HTML). A build without them keeps these paths app routes
 * (index.html). The files' own addresses (/site/About.html) redirect to the section's path, the one
 * address a page hydrates at and a search engine indexes.
 */
function registerSite(app: FastifyInstance, root: string): void {
  for (const route of SITE_ROUTES) {
    app.get(route.path, (_req, reply) =>
      reply.sendFile(fs.existsSync(path.join(root, route.file)) ? route.file : 'index.html'),
    );
  }
  app.get<{ Params: { '*': string } }>('/site/*', (req, reply) => {
    const route = SITE_ROUTES.find((r) => r.file === `site/${req.params['*']}`);
    if (!route) return sendText(reply, 404, 'Not found');
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply.redirect(`${route.path}${query}`, 301);
  });
}

/**
 * The app's routes (issue 16): each default route path gets its page prerendered at build time
 * (dist/app/*.html: title bar and content skeleton, with hints for its chunks), else index.html. The
 * files' own addresses redirect to the route's path, the one address a page hydrates at.
 */
function registerAppShells(app: FastifyInstance, root: string): void {
  for (const route of SHELL_ROUTES) {
    app.get(route.path, (_req, reply) =>
      reply.sendFile(fs.existsSync(path.join(root, route.file)) ? route.file : FALLBACK_SHELL),
    );
  }
  app.get<{ Params: { '*': string } }>('/app/*', (req, reply) => {
    const route = SHELL_ROUTES.find((r) => r.file === `app/${req.params['*']}`);
    if (!route) return sendText(reply, 404, 'Not found');
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply.redirect(`${route.path}${query}`, 301);
  });
}

/**
 * The built app from distDir (@fastify/static): hashed assets immutable for a year, HTML and other files
 * revalidated (no-cache), text as the build's brotli or gzip copy (else gzipped on the fly),
 * /promotion -> promotion.html, the website's paths -> its prerendered pages, SPA fallback to
 * index.html for other extension-less paths, refusal of path traversal, dotfiles hidden; complaint
 * images from uploadsDir.
 */
export async function registerStatic(
  app: FastifyInstance,
  distDir: string,
  uploadsDir?: string,
): Promise<void> {
  const root = path.resolve(distDir);
  app.addHook('onRequest', async (req, reply) => {
    if (isApiPath(req.url) || req.url.startsWith('/__demo')) return;
    if (isBadPath(pathOf(req.url))) return sendText(reply, 400, 'Bad request');
    if (req.method === 'GET') rememberPageScenario(req, reply);
    return undefined;
  });
  app.addHook('onSend', javascriptType);
  app.addHook('onSend', gzip);
  await app.register(fastifyStatic, {
    root,
    dotfiles: 'ignore',
    // The build's instructions for other hosts (the nginx include, `_headers`) are not answers.
    allowedPath: (pathName) => !HOST_FILES.includes(pathName.replace(/^\/+/, '')),
    // The build's brotli (.br) or gzip (.gz) copy of a file when the browser accepts it.
    preCompressed: true,
    cacheControl: false,
    acceptRanges: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControlFor(file));
    },
  });
  if (uploadsDir) registerUploads(app, uploadsDir);
  for (const url of ['/promotion', '/promotion/']) {
    app.get(url, (_req, reply) => reply.sendFile('promotion.html'));
  }
  registerSite(app, root);
  registerAppShells(app, root);
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(reply, 405, 'Method not allowed');
    // SPA fallback: extension-less paths are app routes.
    if (path.extname(pathOf(req.url)) === '') return reply.sendFile(FALLBACK_SHELL);
    return sendText(reply, 404, 'Not found');
  });
}
