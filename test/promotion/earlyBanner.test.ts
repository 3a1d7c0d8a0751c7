import { earlyBanner } from '../../src/promotion/earlyBanner';

const policy = { origin: 'https://m.cuota.mx', hosts: ['img.cuota.mx'] };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const answer = (data: unknown, code: unknown = 0) => ({ code, message: 'ok', data });

describe('the early banner of the landing (first paint only)', () => {
  it.each([
    ['a same-origin image', answer({ id: '3', bannerUrl: '/b.png' }), 'url("/b.png")'],
    [
      'an allowed host',
      answer({ id: '3', bannerUrl: 'https://img.cuota.mx/b.png' }),
      'url("https://img.cuota.mx/b.png")',
    ],
    ['an inline png', answer({ id: ' 3 ', bannerUrl: PNG }), `url("${PNG}")`],
    ['code as text 0', answer({ id: '3', bannerUrl: '/b.png' }, '0'), 'url("/b.png")'],
    ['a numeric id', answer({ id: 3, bannerUrl: '/b.png' }), 'url("/b.png")'],
  ])('paints %s', (_name, raw, expected) => {
    expect(earlyBanner(raw, '3', policy)).toBe(expected);
  });

  it.each([
    ['a failed answer', answer({ id: '3', bannerUrl: '/b.png' }, 500)],
    ['another template', answer({ id: '4', bannerUrl: '/b.png' })],
    ['no id', answer({ bannerUrl: '/b.png' })],
    ['a numeric id of another template', answer({ id: 4, bannerUrl: '/b.png' })],
    ['an id that is not a number or text', answer({ id: true, bannerUrl: '/b.png' })],
    ['no banner', answer({ id: '3' })],
    ['a banner that is not text', answer({ id: '3', bannerUrl: ['/b.png'] })],
    ['another host', answer({ id: '3', bannerUrl: 'https://evil.example/b.png' })],
    ['plain http', answer({ id: '3', bannerUrl: 'http://img.cuota.mx/b.png' })],
    ['javascript:', answer({ id: '3', bannerUrl: 'javascript:alert(1)' })],
    ['an inline svg', answer({ id: '3', bannerUrl: 'data:image/svg+xml;base64,PHN2Zz4=' })],
    ['a quote that ends the CSS url', answer({ id: '3', bannerUrl: '/b.png")x' })],
    ['a backslash', answer({ id: '3', bannerUrl: '/b\\.png' })],
    ['data that is not an object', answer('banner')],
    ['an HTML error page', '<html>502</html>'],
    ['nothing', null],
  ])('paints nothing for %s', (_name, raw) => {
    expect(earlyBanner(raw, '3', policy)).toBeNull();
  });
});
