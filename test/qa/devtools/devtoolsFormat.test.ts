import { defaultPaths } from '../../../src/config/paths';
import {
  formatBytes,
  formatPhone,
  initialFormValues,
  LINK_PAGES,
  pageLinks,
  phoneDigits,
} from '../../../src/qa/devtools/devtoolsFormat';
import { contactSchema } from '../../../src/qa/devtools/devtoolsSchema';

describe('formatPhone (digits only, cap 11, grouped 3-4-4)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['138', '138'],
    ['1380', '138 0'],
    ['1380013', '138 0013'],
    ['13800138', '138 0013 8'],
    ['13800138000', '138 0013 8000'],
    ['138001380001234', '138 0013 8000'],
    ['138-0013 8000', '138 0013 8000'],
    ['+52 (55) 1234', '525 5123 4'],
    ['abc', ''],
    ['１３８', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('keeps formatting stable when re-applied to its own output', () => {
    expect(formatPhone(formatPhone('13800138000'))).toBe('138 0013 8000');
    expect(phoneDigits('138 0013 8000')).toBe('13800138000');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [12697, '12.4 KB'],
    [1024 * 1024, '1.0 MB'],
    [2 * 1024 * 1024, '2.0 MB'],
    [-1, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d bytes -> %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('contact schema', () => {
  it.each([
    ['', true],
    ['138 0013 8000', true],
    ['19912345678', true],
    ['12912345678', false],
    ['138 0013 800', false],
    ['23800138000', false],
  ])('%j valid: %s', async (contact, valid) => {
    expect(await contactSchema.isValid({ contact })).toBe(valid);
  });

  it('names the localized message', async () => {
    await expect(contactSchema.validate({ contact: '123' })).rejects.toThrow(
      'devtools.contactInvalid',
    );
  });
});

describe('form prefill and page links', () => {
  const session = {
    deviceId: 'dev-1',
    sessionId: 'sess-1',
    userId: '1001',
    clientType: 'android',
    appVersion: '2.3.0',
  };

  it('prefills the device fields from the session and the order from the query', () => {
    expect(initialFormValues(session, { productId: '1', orderId: '1174' })).toEqual({
      appVersion: '2.3.0',
      deviceName: '',
      deviceId: 'dev-1',
      osVersion: '',
      sessionId: 'sess-1',
      gps_adid: '',
      productId: '1',
      orderId: '1174',
    });
  });

  it('links to the ten pages of screen 18 with the fields as query parameters', () => {
    const values = {
      ...initialFormValues(session, { productId: '1', orderId: '1174' }),
      deviceName: ' Pixel 8 ',
      deviceId: 'edited-device',
      sessionId: '',
    };
    const links = pageLinks(defaultPaths, values, session);
    expect(links.map((l) => l.page)).toEqual([...LINK_PAGES]);
    const byPage = Object.fromEntries(links.map((l) => [l.page, new URL(l.href, 'http://x')]));
    expect(byPage.confirm.pathname).toBe(defaultPaths.confirm);
    expect(byPage.loanDetail.pathname).toBe(defaultPaths.loanDetail);
    expect(byPage.repay.pathname).toBe('/repayment');
    expect(byPage.repayDelay.pathname).toBe('/repayment/extension');
    expect(byPage.bindCard.pathname).toBe(defaultPaths.bindCard);
    expect(byPage.aboutUs.pathname).toBe(defaultPaths.aboutUs);
    expect(byPage.complaint.pathname).toBe(defaultPaths.complaint);
    expect(byPage.customerService.pathname).toBe(defaultPaths.customerService);
    expect(byPage.privacyPolicy.pathname).toBe(defaultPaths.privacyPolicy);
    const repay = Object.fromEntries(byPage.repay.searchParams);
    // Edited fields win, trimmed; an emptied field is left out; other session keys come along.
    expect(repay).toEqual({
      deviceId: 'edited-device',
      userId: '1001',
      clientType: 'android',
      appVersion: '2.3.0',
      deviceName: 'Pixel 8',
      productId: '1',
      orderId: '1174',
    });
    const instructions = byPage.paymentInstructions;
    expect(instructions.pathname).toBe('/repayment/instructions');
    expect(instructions.searchParams.get('amount')).toBe('351000');
    expect(instructions.searchParams.get('payCode')).toBe('OXXO');
    expect(instructions.searchParams.get('requestType')).toBe('1');
    expect(instructions.searchParams.get('orderId')).toBe('1174');
    expect(byPage.customerService.searchParams.has('amount')).toBe(false);
  });

  it('follows configured paths', () => {
    const paths = { ...defaultPaths, repay: '/pagar' };
    const values = initialFormValues({}, { productId: '', orderId: '' });
    expect(pageLinks(paths, values, {}).find((l) => l.page === 'repay')?.href).toBe('/pagar');
  });
});
