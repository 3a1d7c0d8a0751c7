import { createRedactor, DEFAULT_POLICY, normalizePii } from '../../../src/qa/tape';

describe('tape redaction policy', () => {
  it.each([
    ['phone', { phone: '5512345678' }, /^55\d{8}$/],
    ['mobile', { mobile: '13812345678' }, /^13\d{9}$/],
    ['card keeps the last 4', { cardNo: '4152313800001234' }, /^\d{12}1234$/],
    ['grouped card', { bankNo: '4152 3138 0000 1234' }, /^\d{4} \d{4} \d{4} 1234$/],
    [
      'masked card keeps its mask and the last 4',
      { cardNo: '415231******1234' },
      /^\d{6}\*{6}1234$/,
    ],
    ['name', { userName: 'María López' }, /^Person \d+$/],
    ['holder name', { holderName: 'María López' }, /^Person \d+$/],
    ['address', { userAddress: 'Av. Reforma 100' }, /^Address \d+$/],
    ['SMS code', { verifyCode: '482913' }, /^\d{6}$/],
    ['captcha', { capcode: 'x7Kp' }, /^Q\d+Q*$/],
    ['session id', { sessionId: 'abc-123' }, /^id-\d+$/],
    ['e-mail', { email: 'ana@correo.mx' }, /^user\d+@example\.invalid$/],
  ])('%s', (_name, input, pattern) => {
    const redactor = createRedactor();
    const [key, original] = Object.entries(input)[0];
    const out = redactor.value(input) as Record<string, string>;
    expect(out[key]).toMatch(pattern);
    expect(out[key]).not.toBe(original);
  });

  it('matches keys at any depth and case, and redacts whole arrays under a PII key', () => {
    const out = createRedactor().value({
      data: { bankCards: [{ CardNo: '5579070012345678', bankName: 'BBVA' }] },
      Phone: ['5511112222', '5533334444'],
    }) as { data: { bankCards: { CardNo: string; bankName: string }[] }; Phone: string[] };
    expect(out.data.bankCards[0].CardNo).toMatch(/^\d{12}5678$/);
    expect(out.data.bankCards[0].bankName).toBe('BBVA');
    expect(out.Phone.join()).not.toMatch(/5511112222|5533334444/);
  });

  it('gives equal values equal replacements within one tape, different values different ones', () => {
    const redactor = createRedactor();
    const a = redactor.value({ phone: '5512345678' }) as { phone: string };
    const b = redactor.value({ payload: { mobile: '5512345678' } }) as {
      payload: { mobile: string };
    };
    const c = redactor.value({ phone: '5599999999' }) as { phone: string };
    expect(b.payload.mobile).toBe(a.phone);
    expect(c.phone).not.toBe(a.phone);
    expect(redactor.text('Llame al 5512345678')).toBe(`Llame al ${a.phone}`);
  });

  it('scans free text for phone numbers, card numbers and e-mail addresses', () => {
    const out = createRedactor().text(
      'Tarjeta 4152-3138-0000-1234, tel 55 1234 5678, ana@correo.mx',
    );
    expect(out).not.toMatch(/4152-3138-0000|55 1234 5678|ana@correo\.mx/);
    expect(out).toContain('1234,');
  });

  it('leaves other values alone: amounts, order numbers, codes of the envelope', () => {
    const value = { code: '800006', amount: 351000, orderId: '1174', message: 'Código incorrecto' };
    expect(createRedactor().value(value)).toEqual(value);
  });

  it('keeps a number a number of the same length', () => {
    const out = createRedactor().value({ userId: 1001 }) as { userId: number };
    expect(typeof out.userId).toBe('number');
    expect(String(out.userId)).toHaveLength(4);
    expect(out.userId).not.toBe(1001);
  });

  it('redacts query values under the policy keys inside links and paths, keeping the rest', () => {
    const r = createRedactor();
    const out = r.value({
      path: '/customer-service?sessionId=e2e-session&orderId=1174&deviceId=dev-9&gps_adid=&lang=es',
    });
    expect(out).toEqual({
      path: '/customer-service?sessionId=id-1&orderId=1174&deviceId=id-2&gps_adid=&lang=es',
    });
    expect(JSON.stringify(out)).not.toMatch(/e2e-session|dev-9/);
    expect(normalizePii({ url: 'https://x.mx/a?userName=Ana%20Ruiz#top' })).toEqual({
      url: 'https://x.mx/a?userName=‹name›#top',
    });
    // The location probe's coordinates are personal data too.
    expect(r.value({ latitude: 19.43, longitude: -99.13 })).not.toEqual({
      latitude: 19.43,
      longitude: -99.13,
    });
  });

  it('can turn text scanning off by policy', () => {
    const redactor = createRedactor({ ...DEFAULT_POLICY, scanText: false });
    expect(redactor.text('5512345678')).toBe('5512345678');
  });
});
