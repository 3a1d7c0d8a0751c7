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

  it('orderDetail null (or missing) is no order; lists missing are empty', async () => {
    const result = await validateData(problemInitSchema, {});
    expect(result).toEqual({
      ok: true,
      value: { problemType: [], problemSonType: [], orderDetail: null, orderList: [] },
    });
    expect(await validateData(problemInitSchema, rawInit({ orderDetail: null }))).toMatchObject({
      ok: true,
      value: { orderDetail: null },
    });
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
    ['an order without orderId', { orderList: [rawOrder({ orderId: null })] }],
  ])('refuses %s', async (_name, over) => {
    expect((await validateData(problemInitSchema, rawInit(over))).ok).toBe(false);
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

describe('order card isShow: exactly 0 or 1', () => {
  it.each([
    [0, 0],
    [1, 1],
    ['1', 1],
    [' 0 ', 0],
  ])('%p is %p', async (isShow, expected) => {
    expect(await validateData(orderCardSchema, rawOrder({ isShow }))).toMatchObject({
      ok: true,
      value: { isShow: expected },
    });
  });

  it.each([[2], [-1], ['yes'], [''], [null], [undefined], [true], [[1]], [{ a: 1 }], [0.5]])(
    'refuses %p',
    async (isShow) => {
      expect((await validateData(orderCardSchema, rawOrder({ isShow }))).ok).toBe(false);
    },
  );
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

describe('upload-problem-img answer: a same-origin path, exactly', () => {
  it.each([['/uploads/a1.jpg'], [' /uploads/b2.webp ']])('accepts %p', async (url) => {
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
    ['protocol-relative', '//evil.example/x.jpg'],
    ['another host', 'https://evil.example/x.jpg'],
    ['javascript', 'javascript:alert(1)'],
    ['a comma (it would split problemImage)', '/uploads/a.jpg,/uploads/b.jpg'],
    ['whitespace inside', '/uploads/a b.jpg'],
    ['a backslash', '/\\evil.example'],
    ['relative', 'uploads/a.jpg'],
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
