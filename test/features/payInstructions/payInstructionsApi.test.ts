import {
  fetchInstructions,
  isValidEmail,
  parseInstructionsQuery,
} from '../../../src/features/payInstructions/payInstructionsApi';
import { instructionsSchema } from '../../../src/features/payInstructions/payInstructionsSchema';
import { fakeApi, ok } from '../../support/fakeContext';
import { validParams } from './fixtures';

describe('fetchInstructions', () => {
  it('posts the query to generate-vcode with the response schema', async () => {
    const api = fakeApi();
    api.post.mockResolvedValue(ok(null));
    const query = parseInstructionsQuery(validParams);
    if (!query) throw new Error('fixture query is invalid');
    await fetchInstructions(api, query);
    expect(api.post).toHaveBeenCalledWith('generateVcode', instructionsSchema, {
      productId: '1',
      orderId: '1174',
      amount: '351000',
      payCode: 'OXXO',
      requestType: 1,
    });
  });
});

describe('parseInstructionsQuery', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [' 2 ', 2],
  ])('accepts requestType %p as %p and keeps the amount as received', (requestType, expected) => {
    expect(parseInstructionsQuery({ ...validParams, requestType })).toEqual({
      productId: '1',
      orderId: '1174',
      amount: '351000',
      payCode: 'OXXO',
      requestType: expected,
    });
  });

  it.each([
    ['no orderId', { orderId: null }],
    ['blank orderId', { orderId: '  ' }],
    ['no payCode', { payCode: null }],
    ['empty payCode', { payCode: '' }],
    ['no requestType', { requestType: null }],
    ['requestType 0', { requestType: '0' }],
    ['requestType 3', { requestType: '3' }],
    ['requestType 1.0', { requestType: '1.0' }],
    ['requestType text', { requestType: 'instalment' }],
  ])('rejects %s', (_name, change) => {
    expect(parseInstructionsQuery({ ...validParams, ...change })).toBeNull();
  });

  it('missing productId and amount are sent empty rather than blocking the page', () => {
    expect(parseInstructionsQuery({ ...validParams, productId: null, amount: null })).toMatchObject(
      { productId: '', amount: '' },
    );
  });
});

describe('isValidEmail', () => {
  it.each(['pagos@cuota.mx', 'a.b+c@mail.example.com', 'x_y-z@sub-domain.co'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'pagos',
    'pagos@',
    '@cuota.mx',
    'pagos@cuota',
    'pa gos@cuota.mx',
    'a@b@cuota.mx',
    'pagos@cuota.mx?subject=x',
    'pagos@cuota.mx,otro@x.mx',
    'a..b@cuota.mx',
    'javascript:alert(1)//@cuota.mx',
    'pagos@-cuota.mx',
  ])('rejects %p', (email) => expect(isValidEmail(email)).toBe(false));
});
