import { validateValues } from '../../src/ui/form';
import { validateData } from '../../src/platform/api/schema';
import {
  captchaRefreshSchema,
  channelTemplateSchema,
  registerFormSchema,
  sidSchema,
  smsRequestSchema,
} from '../../src/promotion/promotionSchema';
import type { PhoneRule } from '../../src/config/brand';
import enPromotion from '../../src/i18n/messages/en/promotion.json';
import esPromotion from '../../src/i18n/messages/es-MX/promotion.json';
import { rawTemplate } from './support';

const MOBILE = 'promotion.mobileInvalid';
const MOBILE_MX = 'promotion.mobileInvalidMx';
const MOBILE_IN = 'promotion.mobileInvalidIn';
const CAPTCHA = 'promotion.captchaInvalid';
const SMS = 'promotion.smsCodeInvalid';

const errorsOf = (rule: PhoneRule, values: { phone: string; captcha: string; smsCode: string }) => {
  const result = validateValues(registerFormSchema(rule), values);
  return result.ok ? {} : result.errors;
};
const good = { captcha: 'AB12', smsCode: '123456' };

describe('the spec texts are verbatim in the English catalog (spec sections 5 and 8)', () => {
  it.each([
    [MOBILE, 'Please enter the correct mobile number'],
    [CAPTCHA, 'Please enter the correct image captcha'],
    [SMS, 'Please enter the correct SMS code'],
    ['promotion.doNotResend', 'Do not resend the code'],
    ['promotion.codeSent', 'Verification code sent, please check your phone'],
    ['promotion.registered', 'Registered successfully'],
    [
      'promotion.alreadyRegistered',
      'You are already registered, please download the app and log in',
    ],
    ['promotion.error', 'error'],
    ['promotion.getCode', 'get code'],
  ])('%s: %s', (id, text) => {
    expect((enPromotion as Record<string, string>)[id]).toBe(text);
    expect((esPromotion as Record<string, string>)[id]).not.toBe(text === 'error' ? 'error' : text);
  });
});

describe('mobile (spec section 5: 11 digits, 1 then 3-9; the default rule)', () => {
  it.each([
    ['13812345678', undefined],
    ['19912345678', undefined],
    ['13012345678', undefined],
    ['', MOBILE],
    ['1381234567', MOBILE],
    ['138123456789', MOBILE],
    ['12812345678', MOBILE],
    ['11812345678', MOBILE],
    ['23812345678', MOBILE],
    ['0381234567x', MOBILE],
    ['138 1234 5678', MOBILE],
  ])('%j -> %p', (phone, message) => {
    expect(errorsOf('spec', { phone, ...good }).phone).toBe(message);
  });
});

describe.each([
  [
    'mx',
    MOBILE_MX,
    [
      ['5512345678', undefined],
      ['0012345678', undefined],
      ['551234567', MOBILE_MX],
      ['55123456789', MOBILE_MX],
      ['', MOBILE_MX],
    ],
  ],
  [
    'in',
    MOBILE_IN,
    [
      ['9876543210', undefined],
      ['6000000000', undefined],
      ['5876543210', MOBILE_IN],
      ['987654321', MOBILE_IN],
      ['98765432101', MOBILE_IN],
      ['', MOBILE_IN],
    ],
  ],
] as const)('mobile, rule %s (issue 13 item 6)', (rule, _message, cases) => {
  it.each(cases.map((c) => [...c]))('%j -> %p', (phone, message) => {
    expect(errorsOf(rule, { phone, ...good }).phone).toBe(message);
  });
  it('the spec number is not valid here', () => {
    expect(errorsOf(rule, { phone: '13812345678', ...good }).phone).toBe(_message);
  });
});

describe('image captcha (required, at most 4)', () => {
  it.each([
    ['AB12', undefined],
    ['a', undefined],
    [' AB1 ', undefined],
    ['', CAPTCHA],
    ['   ', CAPTCHA],
    ['AB123', CAPTCHA],
  ])('%j -> %p', (captcha, message) => {
    expect(errorsOf('spec', { phone: '13812345678', captcha, smsCode: '123456' }).captcha).toBe(
      message,
    );
  });
});

describe('SMS code (required, at most 6)', () => {
  it.each([
    ['123456', undefined],
    ['1', undefined],
    ['', SMS],
    ['1234567', SMS],
  ])('%j -> %p', (smsCode, message) => {
    expect(errorsOf('spec', { phone: '13812345678', captcha: 'AB12', smsCode }).smsCode).toBe(
      message,
    );
  });
});

describe('the partial checks of the form', () => {
  it('refreshing the captcha needs only a valid mobile', () => {
    expect(
      validateValues(captchaRefreshSchema('spec'), {
        phone: '13812345678',
        captcha: '',
        smsCode: '',
      }).ok,
    ).toBe(true);
    expect(
      validateValues(captchaRefreshSchema('spec'), { phone: '138', captcha: '', smsCode: '' }),
    ).toEqual({
      ok: false,
      errors: { phone: MOBILE },
    });
  });

  it('asking for the code needs the mobile and the captcha, not the SMS code', () => {
    expect(
      validateValues(smsRequestSchema('spec'), {
        phone: '13812345678',
        captcha: 'AB12',
        smsCode: '',
      }).ok,
    ).toBe(true);
    expect(validateValues(smsRequestSchema('mx'), { phone: '', captcha: '', smsCode: '' })).toEqual(
      {
        ok: false,
        errors: { phone: MOBILE_MX, captcha: CAPTCHA },
      },
    );
  });

  it('applying trims and gives the values the events carry', () => {
    expect(
      validateValues(registerFormSchema('spec'), {
        phone: '13812345678',
        captcha: ' ab12 ',
        smsCode: '123456',
      }),
    ).toEqual({
      ok: true,
      value: { phone: '13812345678', captcha: 'ab12', smsCode: '123456' },
    });
  });
});

describe('channel-template answer', () => {
  const check = (data: unknown) => validateData(channelTemplateSchema, data);

  it('keeps a good template, the id as text', async () => {
    const result = await check(rawTemplate());
    expect(result).toMatchObject({
      ok: true,
      value: { id: '1', themeColor: '#4B66E4', androidUrl: '/downloads/android' },
    });
  });

  it.each([
    ['id missing', { id: undefined }],
    ['id null', { id: null }],
    ['id empty', { id: '  ' }],
    ['id an object', { id: { a: 1 } }],
    ['androidUrl a number', { androidUrl: 5 }],
    ['iosUrl an object', { iosUrl: { href: '/x' } }],
    ['iosUrl a list', { iosUrl: ['/x'] }],
  ])('refuses the answer when %s', async (_name, over) => {
    expect((await check(rawTemplate(over))).ok).toBe(false);
  });

  it.each([null, 'template', [rawTemplate()], 42])('refuses data %j', async (data) => {
    expect((await check(data)).ok).toBe(false);
  });

  it.each([
    ['#4B66E4', '#4B66E4'],
    [' #abc ', '#abc'],
    ['red', ''],
    ['#12345', ''],
    ['url(javascript:x)', ''],
    ['#fff;background:url(x)', ''],
    [12, ''],
    [null, ''],
  ])('colour %j is shown as %j', async (themeColor, shown) => {
    const result = await check(rawTemplate({ themeColor, backgroundColor: themeColor }));
    expect(result).toMatchObject({
      ok: true,
      value: { themeColor: shown, backgroundColor: shown },
    });
  });

  it('normalizes display text: numbers as text, anything else empty, lists kept as text', async () => {
    const result = await check(
      rawTemplate({
        headline: 3000,
        subtitle: { a: 1 },
        benefits: ['a', 2, null],
        agreement: 'x',
        androidUrl: null,
        iosUrl: undefined,
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        headline: '3000',
        subtitle: '',
        benefits: ['a', '2', ''],
        agreement: [],
        androidUrl: '',
        iosUrl: '',
      },
    });
  });
});

describe('get-sid answer', () => {
  it.each([
    [{ sid: 'abc' }, true],
    [{ sid: 123 }, true],
    [{ sid: '' }, false],
    [{ sid: null }, false],
    [{}, false],
    [null, false],
  ])('%j ok: %p', async (data, ok) => {
    expect((await validateData(sidSchema, data)).ok).toBe(ok);
  });
});
