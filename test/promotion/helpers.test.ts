import { defaultBrand, resolveBrand, type Brand } from '../../src/config/brand';
import { PERSISTENT_COOKIE_EXPIRES } from '../../src/config/constants';
import { parseRuntimeConfig } from '../../src/platform/config/runtime';
import { contrast, templateTheme, textOn } from '../../src/promotion/colours';
import {
  DEVICE_COOKIE,
  deviceCookie,
  deviceIdOf,
  documentCookies,
  ensureDeviceId,
  newDeviceId,
} from '../../src/platform/cookies/deviceCookie';
import { downloadPath, hashOf, parsePromotionQuery } from '../../src/promotion/query';
import { captchaUrl, numericCode, REGISTRATION_FAILURES } from '../../src/promotion/promotionApi';
import { failureText } from '../../src/platform/api/failureText';
import { clientTypeOf, isSocialInAppBrowser, platformOf } from '../../src/promotion/userAgent';
import { failed } from '../support/fakeContext';
import { memoryCookies } from './support';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  whatsapp:
    'Mozilla/5.0 (Linux; Android 12; SM-A525M) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 WhatsApp/2.23.20',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/430.0.0.38.115;FBBV/1]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/118.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0.0.33.116;]',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Mobile/15E148 Instagram 307.0.2.15.108',
  messenger:
    'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/118.0 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/430.0.0.23.113;]',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari Line/13.16.0',
  wechat:
    'Mozilla/5.0 (Linux; Android 12; wv) AppleWebKit/537.36 Chrome/86.0 MQQBrowser/6.2 TBS/045811 Mobile Safari/537.36 MMWEBID/6174 MicroMessenger/8.0.30.2260(0x28001E3B) WeChat/arm64',
};

describe('user agent', () => {
  it.each([
    ['chromeAndroid', 'android', 'android', false],
    ['safariIphone', 'ios', 'ios', false],
    ['desktop', 'android', null, false],
    ['whatsapp', 'android', 'android', true],
    ['facebookIos', 'ios', 'ios', true],
    ['facebookAndroid', 'android', 'android', true],
    ['instagram', 'ios', 'ios', true],
    ['messenger', 'android', 'android', true],
    ['line', 'ios', 'ios', true],
    ['wechat', 'android', 'android', true],
  ] as const)(
    '%s: client_type %s, platform %p, social in-app %p',
    (name, client, platform, inApp) => {
      expect(clientTypeOf(UA[name])).toBe(client);
      expect(platformOf(UA[name])).toBe(platform);
      expect(isSocialInAppBrowser(UA[name])).toBe(inApp);
    },
  );
});

describe('query of the landing (spec section 2)', () => {
  it('reads the page query and the hash query, the hash winning, trimmed and bounded', () => {
    expect(
      parsePromotionQuery(
        '?id=3&user_from=fb&utm_tag=a',
        '#/downloadTemplate?utm_tag=b&links_id=4&app_from=%20cuota%20',
      ),
    ).toEqual({
      id: '3',
      appFrom: 'cuota',
      userFrom: 'fb',
      utmTag: 'b',
      linksId: '4',
      downId: '',
      inviteCode: '',
    });
    expect(parsePromotionQuery('', '').id).toBe('');
    expect(parsePromotionQuery(`?id=${'9'.repeat(500)}`, '').id).toHaveLength(200);
  });

  it('carries the query on to the other hash routes', () => {
    const query = parsePromotionQuery('?id=3&user_from=fb&down_id=5', '');
    expect(hashOf('agreement', query)).toBe('#/agreementTemplate?user_from=fb&id=3&down_id=5');
    // The spec's table: downloadTemplate is the registration promotion; the download page has its own hash.
    expect(hashOf('register', query)).toBe('#/downloadTemplate?user_from=fb&id=3&down_id=5');
    expect(hashOf('download', parsePromotionQuery('', ''))).toBe('#/download');
    expect(downloadPath('/promotion?id=3', query)).toBe(
      '/promotion?id=3#/download?user_from=fb&id=3&down_id=5',
    );
  });
});

describe('device id cookie (spec section 9: persistent, expiring at the end of 9999)', () => {
  it('is 24 letters: never a run of digits a storage audit would take for a phone or a code', () => {
    for (let i = 0; i < 50; i += 1) expect(newDeviceId()).toMatch(/^[a-z]{24}$/);
    expect(newDeviceId((bytes) => bytes.fill(0))).toBe('a'.repeat(24));
  });

  it('is written once with the 9999 expiry and read back', () => {
    const jar = memoryCookies('other=1');
    const id = ensureDeviceId(jar);
    expect(jar.written).toEqual([
      `${DEVICE_COOKIE}=${id}; expires=${PERSISTENT_COOKIE_EXPIRES}; path=/; SameSite=Lax`,
    ]);
    expect(ensureDeviceId(jar)).toBe(id);
    expect(jar.written).toHaveLength(1);
    expect(PERSISTENT_COOKIE_EXPIRES).toBe('Fri, 31 Dec 9999 23:59:59 GMT');
  });

  it('a secure page marks it Secure; a foreign value is replaced', () => {
    expect(deviceCookie('abcdefgh', true)).toMatch(/; Secure$/);
    expect(deviceIdOf(`a=1; ${DEVICE_COOKIE}=<script>`)).toBeNull();
    expect(deviceIdOf(`a=1; ${DEVICE_COOKIE}=abcdefghij`)).toBe('abcdefghij');
  });

  it('refused cookies give an id for this page only', () => {
    const jar = {
      read: () => {
        throw new Error('SecurityError');
      },
      write: () => {
        throw new Error('SecurityError');
      },
      secure: () => false,
    };
    expect(ensureDeviceId(jar)).toMatch(/^[a-z]{24}$/);
  });

  it('the document jar keeps it in document.cookie', () => {
    const id = ensureDeviceId(documentCookies);
    expect(document.cookie).toContain(`${DEVICE_COOKIE}=${id}`);
    expect(ensureDeviceId(documentCookies)).toBe(id);
  });
});

describe('api helpers', () => {
  it('the captcha URL: the endpoint row (or its override), the sid and the timestamp', () => {
    expect(captchaUrl('ab cd', 5)).toBe('/api/v2/youmi/promotion/get-captcha?sid=ab+cd&t=5');
    expect(captchaUrl('s', 1, { getCaptcha: '/captcha?v=2' })).toBe('/captcha?v=2&sid=s&t=1');
  });

  it.each([
    ['0', 0],
    ['101', 101],
    [' 11 ', 11],
    ['-1', -1],
    ['network', null],
    ['1.5', null],
    ['', null],
  ])('numericCode(%j) = %p', (code, value) => {
    expect(numericCode(code)).toBe(value);
  });

  it.each([
    [failed('Servidor', '1'), { text: 'Servidor' }],
    [failed('  ', '1'), { messageId: 'fallback' }],
    [failed('Error de red', 'network'), { messageId: 'promotion.error' }],
    [failed('Tiempo', 'timeout'), { messageId: 'promotion.error' }],
  ])('failureText with the registration policy %#', (result, shown) => {
    expect(failureText(result, { ...REGISTRATION_FAILURES, fallbackId: 'fallback' })).toEqual(
      shown,
    );
  });
});

describe('template colours', () => {
  it('white text on dark accents, dark text on light ones; links keep the theme unless the accent reads on white', () => {
    expect(textOn('#4B66E4')).toBe('#ffffff');
    expect(textOn('#FDE68A')).toBe('#1f2937');
    expect(templateTheme('#0F766E', '#F0FDFA')).toEqual({
      '--color-primary': '#0F766E',
      '--color-on-primary': '#ffffff',
      '--color-primary-dark': '#0F766E',
      '--promo-bg': '#F0FDFA',
      '--promo-on-bg': '#1f2937',
    });
    expect(templateTheme('#FDE68A', '')).toEqual({
      '--color-primary': '#FDE68A',
      '--color-on-primary': '#1f2937',
    });
    expect(templateTheme('', '')).toEqual({});
    // Reads on white (4.9:1) but not on its light background (under 4.5:1): links keep the theme's.
    expect(templateTheme('#4B66E4', '#EEF1FD')).not.toHaveProperty('--color-primary-dark');
    expect(templateTheme('#4B66E4', '')).toHaveProperty('--color-primary-dark', '#4B66E4');
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 0);
  });
});

describe('the brand phone rule (issue 13 item 6)', () => {
  it("is 'spec' by default; a deployment picks 'mx' or 'in' in config.js; anything else is ignored", () => {
    expect(defaultBrand.phoneRule).toBe('spec');
    expect(resolveBrand({ phoneRule: 'mx' }).phoneRule).toBe('mx');
    expect(resolveBrand({ phoneRule: 'in' }).phoneRule).toBe('in');
    const wrong = [' mx', 'MX', 'us', '', 1, null];
    for (const phoneRule of wrong) {
      expect(resolveBrand({ phoneRule } as unknown as Partial<Brand>).phoneRule).toBe('spec');
    }
    const config = parseRuntimeConfig({ brand: { phoneRule: 'in', appName: 'Presto' } });
    expect(resolveBrand(config.brand)).toEqual({
      ...defaultBrand,
      appName: 'Presto',
      phoneRule: 'in',
    });
  });
});
