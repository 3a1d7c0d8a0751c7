import {
  isValidEmail,
  parseInstructions,
  parseInstructionsQuery,
  safeImageUrl,
} from '../../../src/features/payInstructions/payInstructionsApi';
import { instructions, validParams } from './fixtures';

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

describe('parseInstructions', () => {
  it('maps every section of a complete answer', () => {
    // A complete answer comes through whole: every section, every field.
    expect(parseInstructions(instructions())).toEqual(instructions());
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['an array', [instructions()]],
    ['no repayDetail', { ...instructions(), repayDetail: undefined }],
    ['repayDetail as a string', { ...instructions(), repayDetail: '9301' }],
  ])('is null for %s', (_name, value) => {
    expect(parseInstructions(value)).toBeNull();
  });

  it('tolerates missing or wrongly typed lists and fields, dropping bad entries', () => {
    const info = parseInstructions({
      repayDetail: { amount: 351000, repayCode: 12345, companyName: { x: 1 } },
      dataList: [null, 'x', { title: 'Pasos', content: ['uno', 2, null, ''] }, { content: 'no' }],
      imgList: { title: 'Comprobante', eMail: 'pagos@cuota.mx', content: ['/a.svg', 5] },
    });
    expect(info).toEqual({
      topLogo: '',
      repayDetail: {
        amount: '351000',
        repayTitle: '',
        repayDes: '',
        repayCode: '12345',
        vCode: '',
        companyName: '',
      },
      dataList: [{ title: 'Pasos', content: ['uno', '2'] }],
      imgList: [{ title: 'Comprobante', eMail: 'pagos@cuota.mx', content: ['/a.svg'] }],
      bottomLogo: '',
    });
  });

  it('drops image URLs that are not http(s), same-origin paths or raster data', () => {
    const info = parseInstructions(
      instructions({
        topLogo: 'javascript:alert(1)',
        bottomLogo: '//evil.example.com/x.png',
        imgList: [
          {
            title: 'x',
            eMail: '',
            content: ['https://cdn.example.com/a.png', 'data:image/svg+xml,<svg/>', 'vbscript:x'],
          },
        ],
      }),
    );
    expect(info?.topLogo).toBe('');
    expect(info?.bottomLogo).toBe('');
    expect(info?.imgList[0].content).toEqual(['https://cdn.example.com/a.png']);
  });
});

describe('safeImageUrl', () => {
  it.each([
    ['/images/a.svg', '/images/a.svg'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['HTTP://cdn.example.com/a.png', 'HTTP://cdn.example.com/a.png'],
    ['data:image/png;base64,iVBOR', 'data:image/png;base64,iVBOR'],
    ['javascript:alert(1)', ''],
    ['//evil.example.com/a.png', ''],
    ['images/a.svg', ''],
    [42, ''],
  ])('%p -> %p', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
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
