import { render } from '@testing-library/react';
import { isAllowedUrl } from '../../../src/platform/url/allowlist';
import { isAllowedImageUrl } from '../../../src/platform/url/imagePolicy';
import { ImagePolicyContext, SafeImage } from '../../../src/ui/SafeImage';
import { HOSTILE_URLS } from './hostileUrls';

const ORIGIN = 'http://localhost';
const policy = { origin: ORIGIN, hosts: ['img.example.com'] };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('hostile URL corpus', () => {
  it('has at least 30 entries', () => {
    expect(HOSTILE_URLS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_URLS.map((u) => [JSON.stringify(u), u]))(
    'navigation allowlist refuses %s',
    (_label, url) => {
      expect(isAllowedUrl(url, { origin: ORIGIN, hosts: ['pay.example.com'] })).toBe(false);
    },
  );

  it.each(HOSTILE_URLS.map((u) => [JSON.stringify(u), u.replace(/pay\.example/g, 'img.example')]))(
    'image check refuses %s',
    (_label, url) => {
      expect(isAllowedImageUrl(url, policy)).toBe(false);
    },
  );
});

describe('image check', () => {
  it.each([
    ['/images/logo.svg'],
    ['http://localhost/images/logo.png'],
    ['https://img.example.com/logo.png'],
    [PNG],
    ['data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['data:image/webp;base64,UklGRg=='],
    ['data:image/gif;base64,R0lGODlhAQABAAAAACw='],
  ])('accepts %s', (url) => {
    expect(isAllowedImageUrl(url, policy)).toBe(true);
  });

  it.each([[null], [undefined], [42], [{}], [''], ['https://other.example.com/a.png']])(
    'refuses %p',
    (url) => {
      expect(isAllowedImageUrl(url, policy)).toBe(false);
    },
  );
});

describe('SafeImage', () => {
  const show = (src: unknown, alt = '') =>
    render(
      <ImagePolicyContext.Provider value={policy}>
        <SafeImage src={src} alt={alt} width={40} height={40} className="logo" />
      </ImagePolicyContext.Provider>,
    ).container;

  it('renders an allowed image', () => {
    const img = show('https://img.example.com/logo.png').querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://img.example.com/logo.png');
  });

  it.each(HOSTILE_URLS.map((u) => [JSON.stringify(u), u]))(
    'renders a placeholder, never an <img>, for %s',
    (_label, url) => {
      const container = show(url);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('.img-placeholder')).not.toBeNull();
    },
  );

  it('a refused image with alt text keeps its name for screen readers', () => {
    const placeholder = show('javascript:alert(1)', 'Logo').querySelector('[role="img"]');
    expect(placeholder?.getAttribute('aria-label')).toBe('Logo');
  });
});
