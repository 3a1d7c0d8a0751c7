import { buildHeaders, FORM_CONTENT_TYPE } from '../../../src/platform/api/headers';

const query = {
  sessionId: 's-1',
  deviceId: 'd-2',
  clientType: 'android',
  merchantId: 'm-3',
  other: 'x',
};

describe('buildHeaders', () => {
  it('app profile: XMLHttpRequest marker, four custom headers and the language header', () => {
    expect(buildHeaders('app', query, 'es-MX')).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Session-Id': 's-1',
      'X-Device-Id': 'd-2',
      'X-Client-Type': 'android',
      'X-Merchant-Id': 'm-3',
      'Accept-Language': 'es-MX',
    });
  });

  it('form profile: form content type and the two session/device headers', () => {
    expect(buildHeaders('form', query, 'es-MX')).toEqual({
      'Content-Type': FORM_CONTENT_TYPE,
      'X-Session-Id': 's-1',
      'X-Device-Id': 'd-2',
    });
    expect(FORM_CONTENT_TYPE).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('omits headers whose value is empty or missing', () => {
    expect(buildHeaders('app', { sessionId: '', deviceId: 'd' }, '')).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Device-Id': 'd',
    });
    expect(buildHeaders('form', {}, 'en')).toEqual({ 'Content-Type': FORM_CONTENT_TYPE });
  });

  it('uses configured header names', () => {
    const headers = buildHeaders('app', query, 'en', { sessionId: 'token', merchantId: 'mch' });
    expect(headers).toMatchObject({ token: 's-1', mch: 'm-3', 'X-Device-Id': 'd-2' });
    expect(headers).not.toHaveProperty('X-Session-Id');
    expect(buildHeaders('form', query, 'en', { deviceId: 'dev' })).toEqual({
      'Content-Type': FORM_CONTENT_TYPE,
      'X-Session-Id': 's-1',
      dev: 'd-2',
    });
  });
});
