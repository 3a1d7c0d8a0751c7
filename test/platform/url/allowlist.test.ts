import { appendQuery, isAllowedUrl } from '../../../src/platform/url/allowlist';

const options = { origin: 'https://m.cuota.mx', hosts: ['pay.partner.com', '.cuota-cdn.com'] };

describe('isAllowedUrl', () => {
  it.each([
    ['/loan/confirm', 'relative path'],
    ['/loan/confirm?productId=3#top', 'relative path with query and hash'],
    ['https://m.cuota.mx/repayment', 'same origin'],
    ['https://M.CUOTA.MX/repayment', 'same origin, upper-case host'],
    ['https://pay.partner.com/checkout?x=1', 'listed host'],
    ['https://pay.partner.com:443/checkout', 'listed host, default port'],
    ['https://cuota-cdn.com/a', 'dot entry: the bare domain'],
    ['https://img.cuota-cdn.com/a', 'dot entry: a subdomain'],
    ['https://a.b.cuota-cdn.com/a', 'dot entry: a deep subdomain'],
  ])('allows %s (%s)', (url) => {
    expect(isAllowedUrl(url, options)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'javascript scheme'],
    ['JaVaScRiPt:alert(1)', 'javascript scheme, mixed case'],
    [' javascript:alert(1)', 'javascript scheme with leading space'],
    ['java\tscript:alert(1)', 'javascript with a tab'],
    ['data:text/html,<script>alert(1)</script>', 'data scheme'],
    ['vbscript:msgbox(1)', 'vbscript scheme'],
    ['http://pay.partner.com/checkout', 'http to a listed host'],
    ['http://evil.com/', 'http to a foreign host'],
    ['https://evil.com/', 'https to an unlisted host'],
    ['//evil.com/x', 'protocol-relative'],
    ['/\\evil.com', 'slash-backslash'],
    ['\\\\evil.com', 'double backslash'],
    ['https:\\\\evil.com', 'backslash after scheme'],
    ['https://pay.partner.com@evil.com/', 'userinfo trick'],
    ['https://user:pw@pay.partner.com/', 'userinfo on a listed host'],
    ['https://pay.partner.com.evil.com/', 'listed host as a prefix'],
    ['https://evilpay.partner.com/', 'not a subdomain of an exact entry'],
    ['https://evilcuota-cdn.com/', 'suffix without the dot'],
    ['https://pay.partner.com:8443/', 'listed host on another port'],
    ['https://', 'malformed'],
    ['', 'empty'],
    ['loan/confirm', 'bare relative (not a path)'],
    ['ftp://pay.partner.com/', 'ftp scheme'],
  ])('refuses %s (%s)', (url) => {
    expect(isAllowedUrl(url, options)).toBe(false);
  });

  it('refuses everything when the origin is malformed', () => {
    expect(isAllowedUrl('/x', { origin: 'nope', hosts: [] })).toBe(false);
  });

  it('allows same-origin http when the page itself is http (local demo)', () => {
    expect(
      isAllowedUrl('http://localhost:8080/x', { origin: 'http://localhost:8080', hosts: [] }),
    ).toBe(true);
    expect(
      isAllowedUrl('http://localhost:9999/x', { origin: 'http://localhost:8080', hosts: [] }),
    ).toBe(false);
  });
});

describe('appendQuery', () => {
  it.each([
    ['/confirm', { from: 'confirm' }, '/confirm?from=confirm'],
    ['/confirm?a=1', { from: 'confirm' }, '/confirm?a=1&from=confirm'],
    ['/confirm?a=1#step2', { from: 'confirm' }, '/confirm?a=1&from=confirm#step2'],
    ['https://pay.partner.com/p#h', { n: 2, ok: true }, 'https://pay.partner.com/p?n=2&ok=true#h'],
    ['/p?from=home', { from: 'confirm' }, '/p?from=confirm'],
    ['/p', { q: 'a b&c' }, '/p?q=a+b%26c'],
    ['/p', {}, '/p'],
  ])('%s + %j -> %s', (url, params, expected) => {
    expect(appendQuery(url, params)).toBe(expected);
  });
});
