/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inlineHashes } from '../../server/inlineHashes';
import { start, tempDir, type Running } from './helpers';

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const STYLE = 'body{color:#111}';
const SCRIPT = '(function runScriptsAfterPaint(doc, win) {})(document, window);';
const APP_STYLE = '.page{padding:16px}';

/** A build: a page at the top, one in app/, and a file in assets/ that is not a page. */
function dist(): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'dist', 'app'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'dist', 'site.html'),
    `<!doctype html><title>site</title><style data-href="/a.css">${STYLE}</style>` +
      `<script defer src="/config.js"></script><script>${SCRIPT}</script>`,
  );
  fs.writeFileSync(
    path.join(dir, 'dist', 'app', 'repayment.html'),
    `<!doctype html><title>app</title><style>${APP_STYLE}</style><script>${SCRIPT}</script>`,
  );
  fs.writeFileSync(
    path.join(dir, 'dist', 'assets', 'x.html'),
    '<script>alert(1)</script><style>x{}</style>',
  );
  return dir;
}

describe('server/inlineHashes: the CSP hashes of the pages’ inline blocks', () => {
  it('hashes each style block and each inline script once; scripts with src and non-pages are not', () => {
    const dir = dist();
    expect(inlineHashes(path.join(dir, 'dist'))).toEqual({
      styles: [sha(STYLE), sha(APP_STYLE)].sort(),
      scripts: [sha(SCRIPT)],
    });
  });

  it('a build without pages has none', () => {
    expect(inlineHashes(path.join(tempDir(), 'missing'))).toEqual({ styles: [], scripts: [] });
  });

  describe('the served CSP', () => {
    let srv: Running;
    beforeAll(async () => {
      srv = await start({}, dist());
    });
    afterAll(() => srv.close());

    it('allows exactly those blocks, and no unsafe-inline', async () => {
      const csp = (await fetch(`${srv.url}/promotion`)).headers.get('content-security-policy');
      const directive = (name: string) =>
        csp
          ?.split('; ')
          .find((d) => d.startsWith(`${name} `))
          ?.split(' ')
          .slice(1);
      expect(directive('script-src')).toEqual(["'self'", sha(SCRIPT)]);
      expect(directive('style-src')).toEqual(["'self'", ...[sha(STYLE), sha(APP_STYLE)].sort()]);
      expect(csp).not.toContain('unsafe-inline');
    });
  });
});
