import {
  complaintFormSchema,
  optionSchema,
  orderCardSchema,
  problemInitSchema,
  problemSaveSchema,
  uploadSchema,
} from '../../../src/features/complaints/complaintsSchema';
import { validateData } from '../../../src/platform/api/schema';
import { validateValues } from '../../../src/ui/form';
import { rawInit, rawOrder } from './fixtures';

const HUGE = 'W'.repeat(100_000);
const XSS = '<img src=x onerror="alert(1)">';

describe('problem-init answer', () => {
  it('accepts the contract and keeps it as sent', async () => {
    const result = await validateData(problemInitSchema, rawInit());
    expect(result).toEqual({ ok: true, value: rawInit() });
  });

  it('orderDetail null (or missing) is no order; empty lists are "no types" and "no orders"', async () => {
    const empty = { problemType: [], problemSonType: [], orderList: [] };
    expect(await validateData(problemInitSchema, empty)).toEqual({
      ok: true,
      value: { ...empty, orderDetail: null },
    });
    expect(await validateData(problemInitSchema, rawInit({ orderDetail: null }))).toMatchObject({
      ok: true,
      value: { orderDetail: null },
    });
  });

  it.each([
    ['no lists at all', {}],
    ['no type list', rawInit({ problemType: undefined })],
    ['the types null', rawInit({ problemType: null })],
    ['the types as text', rawInit({ problemType: 'Cobranza' })],
    ['the types as one object', rawInit({ problemType: { title: 'Cobranza', value: 1 } })],
    ['a type that is text', rawInit({ problemType: ['Cobranza'] })],
    ['a type that is null', rawInit({ problemType: [null, { title: 'Cobranza', value: 1 }] })],
    ['no sub-type list', rawInit({ problemSonType: undefined })],
    ['the sub-types as a number', rawInit({ problemSonType: 11 })],
    ['a sub-type that is a list', rawInit({ problemSonType: [[{ title: 'T', value: 11 }]] })],
    ['no order list', rawInit({ orderList: undefined })],
    ['the orders null', rawInit({ orderList: null })],
    ['the orders as text', rawInit({ orderList: 'ORD-1174' })],
    ['the orders as one order', rawInit({ orderList: rawOrder() })],
    ['an order that is text', rawInit({ orderList: [rawOrder(), 'ORD-1180'] })],
    ['an order that is a number', rawInit({ orderList: [1174] })],
  ])('refuses a malformed list the page needs: %s', async (_name, data) => {
    expect(await validateData(problemInitSchema, data)).toMatchObject({ ok: false });
  });

  it.each([
    ['a type value missing', { problemType: [{ title: 'Cobranza' }] }],
    ['a type value null', { problemType: [{ title: 'Cobranza', value: null }] }],
    ['a type value text', { problemType: [{ title: 'Cobranza', value: 'abc' }] }],
    ['a type value a fraction', { problemType: [{ title: 'Cobranza', value: 1.5 }] }],
    ['a type value a boolean', { problemType: [{ title: 'Cobranza', value: true }] }],
    ['a type value a list', { problemType: [{ title: 'Cobranza', value: [1] }] }],
    ['a sub-type value missing', { problemSonType: [{ title: 'Trato' }] }],
    ['orderDetail text', { orderDetail: 'abc' }],
    ['orderDetail a list', { orderDetail: [rawOrder()] }],
    ['an order without orderNo', { orderList: [rawOrder({ orderNo: undefined })] }],
    ['an order with an empty orderNo', { orderList: [rawOrder({ orderNo: '  ' })] }],
    ['an order with isShow text', { orderList: [rawOrder({ isShow: 'yes' })] }],
  ])('refuses %s', async (_name, over) => {
    expect((await validateData(problemInitSchema, rawInit(over))).ok).toBe(false);
  });

  it.each([
    ['without orderId (the spec has none)', rawOrder({ orderId: undefined })],
    ['with an orderId the demo sends (not kept)', rawOrder({ orderId: '1174' })],
    ['without isShow (not set: no collection complaints)', rawOrder({ isShow: undefined })],
    ['with isShow "1"', rawOrder({ isShow: '1' })],
    ['without rows, logo, name or status', { orderNo: 'ORD-1' }],
  ])('accepts an order card %s', async (_name, order) => {
    const result = await validateData(problemInitSchema, rawInit({ orderDetail: order }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.orderDetail).not.toHaveProperty('orderId');
  });

  it('display text is normalized, never refused', async () => {
    const result = await validateData(
      problemInitSchema,
      rawInit({
        problemType: [{ title: 12, value: '2' }],
        orderDetail: rawOrder({ productName: null, status: { a: 1 }, productLogo: 5, detail: 'x' }),
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        problemType: [{ title: '12', value: 2 }],
        orderDetail: { productName: '', status: '', productLogo: '5', detail: [] },
      },
    });
  });

  it('keeps huge and hostile display text as text', async () => {
    const result = await validateData(
      problemInitSchema,
      rawInit({ problemType: [{ title: XSS, value: 2 }], orderList: [rawOrder({ status: HUGE })] }),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { problemType: [{ title: XSS }], orderList: [{ status: HUGE }] },
    });
  });
});

describe('order card isShow: a flag, 1 allows collection complaints', () => {
  it.each([
    [0, 0],
    [1, 1],
    ['1', 1],
    [' 0 ', 0],
    ['0', 0],
    [2, 0],
    ['2', 0],
    [-1, 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [true, 1],
    [false, 0],
  ])('%p is %p', async (isShow, expected) => {
    expect(await validateData(orderCardSchema, rawOrder({ isShow }))).toMatchObject({
      ok: true,
      value: { isShow: expected },
    });
  });

  it.each([['yes'], [[1]], [{ a: 1 }], [0.5], ['1.0'], [1e308]])('refuses %p', async (isShow) => {
    expect((await validateData(orderCardSchema, rawOrder({ isShow }))).ok).toBe(false);
  });
});

describe('a type option', () => {
  it.each([
    [
      { title: 'A', value: 3 },
      { title: 'A', value: 3 },
    ],
    [
      { title: 'A', value: ' 3 ' },
      { title: 'A', value: 3 },
    ],
    [{ value: 3 }, { title: '', value: 3 }],
  ])('%p -> %p', async (raw, expected) => {
    expect(await validateData(optionSchema, raw)).toEqual({ ok: true, value: expected });
  });
});

describe('upload-problem-img answer: an https url or a same-origin path', () => {
  it.each([
    ['a same-origin path', '/uploads/a1.jpg'],
    ['a path with spaces around', ' /uploads/b2.webp '],
    ['a path with a query', '/uploads/a1.jpg?v=2'],
    ['an https url on a CDN', 'https://cdn.example.com/complaints/x.jpg'],
    ['an https url with a port and a query', 'https://cdn.example.com:8443/x.jpg?sig=ab%2Fcd'],
    ['an https url in capitals', 'HTTPS://CDN.EXAMPLE.COM/X.JPG'],
    ['an https url of another host', 'https://evil.example/x.jpg'],
  ])('keeps %s', async (_name, url) => {
    expect(await validateData(uploadSchema, { url })).toEqual({
      ok: true,
      value: { url: url.trim() },
    });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['a number', 123],
    ['a list', ['/uploads/a.jpg']],
    ['protocol-relative', '//evil.example/x.jpg'],
    ['encoded slashes', '/%2F%2Fevil.example/x'],
    ['encoded slashes in lower case', '/%2f%2fevil.example/x'],
    ['an encoded backslash', '/%5Cevil.example/x'],
    ['plain http', 'http://cdn.example.com/x.jpg'],
    ['credentials', 'https://user:pass@cdn.example.com/x.jpg'],
    ['no host', 'https:///x.jpg'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:image/png;base64,AAAA'],
    ['a comma (it would split problemImage)', '/uploads/a.jpg,/uploads/b.jpg'],
    ['a comma in an https url', 'https://cdn.example.com/a,b.jpg'],
    ['whitespace inside', '/uploads/a b.jpg'],
    ['a tab inside', 'https://cdn.example.com/a\tb.jpg'],
    ['a control character', '/uploads/a\u0001.jpg'],
    ['a backslash', '/\\evil.example'],
    ['a backslash in an https url', 'https://cdn.example.com\\@evil.example/x.jpg'],
    ['relative', 'uploads/a.jpg'],
    ['too long', `https://cdn.example.com/${'a'.repeat(3000)}.jpg`],
  ])('refuses %s', async (_name, url) => {
    expect((await validateData(uploadSchema, { url })).ok).toBe(false);
  });

  it('refuses data that is not an object', async () => {
    for (const data of [null, 'abc', ['/uploads/a.jpg'], 7]) {
      expect((await validateData(uploadSchema, data)).ok).toBe(false);
    }
  });
});

describe('problem-save answer: code 0 decides', () => {
  it.each([
    [{ problemId: 'c-9' }, { problemId: 'c-9' }],
    [{ problemId: 9 }, { problemId: '9' }],
    [{}, { problemId: '' }],
    [null, { problemId: '' }],
    ['abc', { problemId: '' }],
    [[1], { problemId: '' }],
  ])('%p is read as %p', async (data, expected) => {
    expect(await validateData(problemSaveSchema, data)).toEqual({ ok: true, value: expected });
  });
});

describe('the form', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t', false],
    ['x', true],
    [' hola ', true],
  ])('text %p passes: %p', (text, passes) => {
    const result = validateValues(complaintFormSchema, { text });
    expect(result.ok).toBe(passes);
    if (!result.ok) expect(result.errors).toEqual({ text: 'complaints.textRequired' });
  });

  it('trims the text it hands on', () => {
    expect(validateValues(complaintFormSchema, { text: ' hola ' })).toEqual({
      ok: true,
      value: { text: 'hola' },
    });
  });
});
