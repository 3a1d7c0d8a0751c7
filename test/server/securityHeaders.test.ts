/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { violationsOf } from '../../server/cspReport';
import { permissionsPolicy } from '../../server/headers';
import { start, type Running } from './helpers';

describe('the demo server’s headers by kind of answer, and its CSP report endpoint', () => {
  let srv: Running;
  beforeAll(async () => {
    srv = await start({ cspReportUri: '/csp-report' });
    fs.writeFileSync(path.join(srv.dir, 'dist', '_headers'), '/*\n  X-Test: 1\n');
    fs.writeFileSync(path.join(srv.dir, 'dist', 'headers.nginx.conf'), 'map $uri $x {}\n');
  });
  afterAll(() => srv.close());

  it.each([
    ['/loan/details', 'app'],
    ['/no-such-page', 'app'],
    ['/plays/loan/details', 'app'],
    ['/config.js', 'app'],
    ['/promotion', 'landing'],
    ['/', 'site'],
    ['/About', 'site'],
  ] as const)('%s carries the %s policy, COOP, CORP and the reporting CSP', async (url, kind) => {
    const res = await fetch(`${srv.url}${url}`, { redirect: 'manual' });
    expect(res.headers.get('permissions-policy')).toBe(permissionsPolicy(kind));
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/; report-uri \/csp-report$/);
  });

  it('never answers the build’s host files', async () => {
    expect((await fetch(`${srv.url}/headers.nginx.conf`)).status).toBe(404);
    const headers = await fetch(`${srv.url}/_headers`);
    // Extension-less: an app route, the fallback page, not the file.
    expect(await headers.text()).not.toContain('X-Test');
  });

  it('logs a report-uri report as its directive and the blocked origin only, 204', async () => {
    const res = await fetch(`${srv.url}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://x.example/loan/details?sessionId=secret',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?sessionId=secret',
        },
      }),
    });
    expect(res.status).toBe(204);
    expect(srv.logs).toContain('csp-report script-src-elem https://evil.example');
    expect(srv.logs.join('\n')).not.toContain('secret');
  });

  it('refuses a report over 16 KB', async () => {
    const res = await fetch(`${srv.url}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }),
    });
    expect(res.status).toBe(413);
  });
});

describe('violationsOf', () => {
  it('reads the Reporting API’s list, keeps keywords, drops what is not a report', () => {
    expect(
      violationsOf([
        {
          type: 'csp-violation',
          body: { effectiveDirective: 'style-src-elem', blockedURL: 'inline' },
        },
        { type: 'deprecation', body: {} },
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'data:x' } },
      ]),
    ).toEqual([
      { directive: 'style-src-elem', blocked: 'inline' },
      { directive: 'img-src', blocked: 'data:' },
    ]);
    expect(violationsOf(null)).toEqual([]);
    expect(violationsOf('text')).toEqual([]);
    expect(
      violationsOf({ 'csp-report': { 'effective-directive': 'x y\nz', 'blocked-uri': '%%' } }),
    ).toEqual([{ directive: 'other', blocked: 'other' }]);
  });
});
