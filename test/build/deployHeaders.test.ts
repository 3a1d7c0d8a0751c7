/** @jest-environment node */
import { inlineHashesOf } from '../../build/cspHashes';
import {
  buildSecurityOptions,
  nginxInclude,
  pageRows,
  staticHostHeaders,
} from '../../build/deployHeadersPlugin';
import {
  contentSecurityPolicy,
  kindOfPath,
  permissionsPolicy,
  securityHeaders,
} from '../../build/securityPolicy';
import { SHELL_ROUTES } from '../../src/app/shellRoutes';
import { SITE_ROUTES } from '../../src/site/siteRoutes';

const HASHES = { scripts: ["'sha256-s1='"], styles: ["'sha256-a='", "'sha256-b='"] };
const ALL = pageRows(() => true);

/** The blocks of a `_headers` file: pattern -> header lines. */
function blocks(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) out.set(line, (current = []));
    else current.push(line.trim());
  }
  return out;
}

describe('the header policy (build/securityPolicy.ts)', () => {
  it.each([
    ['/loan/details', 'app'],
    ['/no-such-page', 'app'],
    ['/assets/app.0123456789.js', 'app'],
    ['/plays/loan/details', 'app'],
    ['/promotion', 'landing'],
    ['/promotion/', 'landing'],
    ['/promotion.html', 'landing'],
    ['/', 'site'],
    ['/About', 'site'],
    ['/site/Loan.html', 'site'],
    ['/about', 'app'],
  ])('%s is %s', (path, kind) => {
    expect(kindOfPath(path)).toBe(kind);
  });

  it('lets only the app use the camera and the position; denies the rest everywhere', () => {
    expect(permissionsPolicy('app')).toMatch(/^camera=\(self\), geolocation=\(self\), /);
    for (const kind of ['landing', 'site'] as const) {
      expect(permissionsPolicy(kind)).toMatch(/^camera=\(\), geolocation=\(\), /);
      expect(permissionsPolicy(kind)).not.toMatch(/self/);
    }
    expect(permissionsPolicy('app')).toMatch(/microphone=\(\).*payment=\(\).*usb=\(\)/);
  });

  it('sends the CSP with the hashes, base-uri none and no unsafe source; COOP, CORP; HSTS only when asked', () => {
    const headers = securityHeaders({ scriptHashes: HASHES.scripts, styleHashes: HASHES.styles });
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'sha256-s1='");
    expect(csp).toContain("style-src 'self' 'sha256-a=' 'sha256-b='");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe/);
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("trusted-types cuota-boot webpack 'allow-duplicates'");
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ hstsMaxAge: 60 })['Strict-Transport-Security']).toBe('max-age=60');
  });

  it('adds a report-uri only for a plain path or https URL', () => {
    expect(contentSecurityPolicy({ reportUri: '/csp-report' })).toMatch(
      /; report-uri \/csp-report$/,
    );
    expect(contentSecurityPolicy({ reportUri: 'https://r.example.com/c' })).toMatch(
      /report-uri https:\/\/r\.example\.com\/c$/,
    );
    for (const bad of ['/x; script-src *', 'http://r.example.com/c', 'javascript:x', '/a b']) {
      expect(contentSecurityPolicy({ reportUri: bad })).not.toMatch(/report-uri/);
    }
  });
});

describe('the nginx include the build writes', () => {
  const conf = nginxInclude(HASHES, ALL);

  it('carries this build’s hashes', () => {
    expect(conf).toMatch(/map \$uri \$cuota_script_hashes \{\n\s+default\s+"'sha256-s1='";\n\}/);
    expect(conf).toMatch(/\$cuota_style_hashes \{\n\s+default\s+"'sha256-a=' 'sha256-b='";/);
  });

  it('answers each route, website section and the landing with its page; others the fallback', () => {
    expect(conf).toMatch(/map \$uri \$cuota_page \{\n\s+default\s+\/index\.html;/);
    for (const route of [...SHELL_ROUTES, ...SITE_ROUTES]) {
      const line = new RegExp(`\\n\\s+${route.path.replace(/[/.]/g, '\\$&')}\\s+/${route.file};`);
      expect(conf).toMatch(line);
    }
    expect(conf).toMatch(/\n\s+\/promotion\s+\/promotion\.html;/);
  });

  it('redirects each page’s own file address to its path, the landing and website off the app policy', () => {
    expect(conf).toMatch(/\n\s+\/app\/repayment\.html\s+\/repayment;/);
    expect(conf).toMatch(/\n\s+\/site\/About\.html\s+\/About;/);
    const policy = conf.slice(
      conf.indexOf('$cuota_permissions_policy'),
      conf.indexOf('$cuota_page'),
    );
    expect(policy).toContain(`default         "${permissionsPolicy('app')}"`);
    expect(policy).toMatch(/\n\s+\/About\s+"camera=\(\)/);
    expect(policy).toMatch(/\n\s+~\^\/site\/\s+"camera=\(\)/);
    expect(policy).toMatch(/\n\s+\/promotion\.html\s+"camera=\(\)/);
  });

  it('leaves out pages the build does not have', () => {
    const rows = pageRows((file) => !file.startsWith('site/'));
    expect(nginxInclude(HASHES, rows)).not.toMatch(/\/site\/About\.html/);
  });
});

describe('the `_headers` file the build writes', () => {
  const text = staticHostHeaders(
    { ...buildSecurityOptions({ IMAGE_HOSTS: 'cdn.example.com' }), scriptHashes: HASHES.scripts },
    ALL,
  );
  const parsed = blocks(text);

  it('sends the common headers on every path, the image hosts of the build in img-src', () => {
    const all = parsed.get('/*') ?? [];
    expect(all).toContain('X-Content-Type-Options: nosniff');
    expect(all.find((h) => h.startsWith('Content-Security-Policy:'))).toContain(
      "img-src 'self' data: https://cdn.example.com;",
    );
    expect(all).toContain('Strict-Transport-Security: max-age=31536000');
  });

  it('puts no header in two blocks that can match one path (hosts add them up)', () => {
    const all = (parsed.get('/*') ?? []).map((h) => h.split(':')[0]);
    for (const [pattern, lines] of parsed) {
      if (pattern === '/*') continue;
      for (const name of lines.map((h) => h.split(':')[0])) expect(all).not.toContain(name);
    }
    expect(parsed.get('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
  });

  it('gives each page path and page file its kind’s Permissions-Policy', () => {
    expect(parsed.get('/loan/details')).toEqual([
      `Permissions-Policy: ${permissionsPolicy('app')}`,
    ]);
    expect(parsed.get('/index.html')).toEqual([`Permissions-Policy: ${permissionsPolicy('app')}`]);
    expect(parsed.get('/promotion')).toEqual([
      `Permissions-Policy: ${permissionsPolicy('landing')}`,
    ]);
    expect(parsed.get('/site/Loan.html')).toEqual([
      `Permissions-Policy: ${permissionsPolicy('site')}`,
    ]);
  });
});

describe('build/cspHashes.ts', () => {
  it('hashes each inline block once, not scripts with src', () => {
    const page = '<style>a{}</style><script src="/x.js"></script><script>go()</script>';
    const hashes = inlineHashesOf([page, page]);
    expect(hashes.styles).toHaveLength(1);
    expect(hashes.scripts).toHaveLength(1);
    expect(hashes.scripts[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
