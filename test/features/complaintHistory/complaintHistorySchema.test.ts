import {
  isComplaintId,
  problemDetailSchema,
  problemListSchema,
  problemScoreSchema,
} from '../../../src/features/complaintHistory/complaintHistorySchema';
import { validateData } from '../../../src/platform/api/schema';
import { rawDetail, rawList } from './fixtures';

const HUGE = 'W'.repeat(100_000);
const XSS = '<img src=x onerror="alert(1)">';

const item = (over: Record<string, unknown>) => ({
  id: '7',
  time: '2026-03-02 10:15:00',
  type: 'Pago',
  content: 'Texto',
  ...over,
});
const listWith = (entry: unknown) => ({ tabs: [{ title: 'T', list: [entry] }] });

describe('problem-list schema', () => {
  it('keeps a well-formed answer (unknown keys dropped)', async () => {
    const result = await validateData(problemListSchema, { ...rawList(), extra: 1 });
    expect(result).toEqual({ ok: true, value: rawList() });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['text', 'tabs'],
    ['a number', 3],
    ['an object', { title: 'T', list: [] }],
    ['huge text', 'huge text'],
  ])('refuses the answer when tabs is %s (the tabs are the page)', async (_name, value) => {
    const tabs = value === 'huge text' ? HUGE : value;
    expect((await validateData(problemListSchema, rawList({ tabs }))).ok).toBe(false);
  });

  it.each([null, 'list', [rawList()], 42])('refuses data %p', async (data) => {
    expect((await validateData(problemListSchema, data)).ok).toBe(false);
  });

  it('an empty tabs array is an honest "no tabs"', async () => {
    expect(await validateData(problemListSchema, { tabs: [] })).toEqual({
      ok: true,
      value: { tabs: [] },
    });
  });

  it('a tab with an empty list is an honest "no complaints" (display fields normalized)', async () => {
    const result = await validateData(problemListSchema, {
      tabs: [
        { title: 7, list: [] },
        { title: { a: 1 }, list: [] },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        tabs: [
          { title: '7', list: [] },
          { title: '', list: [] },
        ],
      },
    });
  });

  const [pending, answered] = rawList().tabs;
  it.each([
    ['a tab that is text', ['x', pending]],
    ['a tab that is null', [pending, null]],
    ['a tab that is a number', [3]],
    ['a tab that is a list', [[pending]]],
    ['a tab without a list', [pending, { title: 'Respondidas' }]],
    ['a tab list null', [{ ...answered, list: null }]],
    ['a tab list as text', [{ ...answered, list: 'no' }]],
    ['a tab list as a number', [{ ...answered, list: 0 }]],
    ['a tab list as one complaint', [{ ...answered, list: pending.list[0] }]],
    ['a complaint that is text', [{ ...pending, list: [...pending.list, 'x'] }]],
    ['a complaint that is null', [{ ...pending, list: [null] }]],
    ['a complaint that is a list', [{ ...pending, list: [pending.list] }]],
  ])('refuses a malformed list the page needs: %s', async (_name, tabs) => {
    expect(await validateData(problemListSchema, { tabs })).toMatchObject({ ok: false });
  });

  it.each([
    ['time', { t: 1 }, ''],
    ['time', 20260302, '20260302'],
    ['type', null, ''],
    ['type', ['x'], ''],
    ['content', true, ''],
    ['content', 'huge text', HUGE],
    ['content', XSS, XSS],
  ])('normalizes the display field %s = %p', async (field, value, expected) => {
    const sent = value === 'huge text' ? HUGE : value;
    const result = await validateData(problemListSchema, listWith(item({ [field]: sent })));
    expect(result.ok && result.value.tabs[0].list[0][field as 'time']).toBe(expected);
  });

  it.each([
    ['a number', 5003, '5003'],
    ['text with spaces', ' 5003 ', '5003'],
    ['letters and dashes', 'PRB-2026.01:7_a', 'PRB-2026.01:7_a'],
  ])('reads an id given as %s', async (_name, id, expected) => {
    const result = await validateData(problemListSchema, listWith(item({ id })));
    expect(result.ok && result.value.tabs[0].list[0].id).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['a fraction', 1.5],
    ['a boolean', true],
    ['an object', { id: 1 }],
    ['a list', ['1']],
    ['hostile text', XSS],
    ['a path', '../5003'],
    ['65 characters', 'a'.repeat(65)],
    ['huge text', 'huge text'],
  ])('refuses the answer when an item id is %s (it opens the detail)', async (_name, value) => {
    const id = value === 'huge text' ? HUGE : value;
    expect((await validateData(problemListSchema, listWith(item({ id })))).ok).toBe(false);
  });
});

describe('problem-detail schema', () => {
  const check = (over: Record<string, unknown>) =>
    validateData(problemDetailSchema, rawDetail(over));

  it('keeps a well-formed answer: titles, images as lists, isNeedScore as a number', async () => {
    const result = await check({ isNeedScore: '1' });
    expect(result).toEqual({
      ok: true,
      value: {
        problemId: '5001',
        problemType: { title: 'Cobranza' },
        problemSonType: { title: 'Llamadas excesivas' },
        content: 'Me llamaron doce veces.',
        images: ['/uploads/a1.jpg', '/uploads/a2.jpg'],
        disposeDetail: 'Hablamos con el equipo de cobranza.',
        disposeImages: ['/uploads/r1.jpg'],
        isNeedScore: 1,
        time: '2026-02-27 18:40:12',
      },
    });
  });

  // Spec section 4: the score modal shows if isNeedScore is non-zero; absent is "not set".
  it.each([
    [0, 0],
    ['0', 0],
    [undefined, 0],
    [null, 0],
    ['', 0],
    [false, 0],
    [1, 1],
    ['1', 1],
    [' 1 ', 1],
    [2, 1],
    ['2', 1],
    [-1, 1],
    [true, 1],
  ])('reads isNeedScore %p as %p', async (isNeedScore, expected) => {
    const result = await check({ isNeedScore });
    expect(result.ok && result.value.isNeedScore).toBe(expected);
  });

  it.each([
    ['isNeedScore', 0.5],
    ['isNeedScore', 'yes'],
    ['isNeedScore', '2.5'],
    ['isNeedScore', [1]],
    ['isNeedScore', { n: 1 }],
    ['problemId', undefined],
    ['problemId', ''],
    ['problemId', XSS],
    ['problemId', 'huge text'],
    ['problemId', { id: 1 }],
  ])('refuses the answer when %s is %p', async (field, value) => {
    value = value === 'huge text' ? HUGE : value;
    expect((await check({ [field]: value })).ok).toBe(false);
  });

  it.each([
    ['a list', ['/a.jpg', 7, null, { u: 1 }], ['/a.jpg', '7', '', '']],
    ['missing', undefined, []],
    ['text', '/a.jpg,/b.jpg', []],
    ['an object', { 0: '/a.jpg' }, []],
    ['null', null, []],
  ])('images given as %s read as %p', async (_name, images, expected) => {
    const result = await check({ images, disposeImages: images });
    expect(result.ok && result.value.images).toEqual(expected);
    expect(result.ok && result.value.disposeImages).toEqual(expected);
  });

  it.each([
    ['null', null, null],
    ['missing', undefined, null],
    ['text', 'Llamadas', null],
    ['a list', [{ title: 'x' }], null],
    ['an object without a title', { value: 2 }, { title: '' }],
    ['an object', { title: 5, value: 2 }, { title: '5' }],
  ])('problemSonType %s reads as %p', async (_name, problemSonType, expected) => {
    const result = await check({ problemSonType });
    expect(result.ok && result.value.problemSonType).toEqual(expected);
  });

  it.each([
    ['problemType', null, { title: '' }],
    ['problemType', 'Cobranza', { title: '' }],
    ['content', { a: 1 }, ''],
    ['content', 'huge text', HUGE],
    ['disposeDetail', 42, '42'],
    ['disposeDetail', XSS, XSS],
    ['time', null, ''],
  ])('normalizes the display field %s = %p', async (field, value, expected) => {
    const result = await check({ [field]: value === 'huge text' ? HUGE : value });
    expect(result.ok && result.value[field as keyof typeof result.value]).toEqual(expected);
  });

  it.each([null, 'detail', [rawDetail()], 42])('refuses data %p', async (data) => {
    expect((await validateData(problemDetailSchema, data)).ok).toBe(false);
  });
});

describe('problem-score schema and ids', () => {
  it.each([null, { ok: 1 }, 'success'])('accepts any acknowledgement %p', async (data) => {
    expect((await validateData(problemScoreSchema, data)).ok).toBe(true);
  });

  it.each([
    ['5001', true],
    ['a-b_c.d:1', true],
    ['', false],
    [' 5001', false],
    ['50 01', false],
    ['5001/x', false],
    [5001, false],
    [null, false],
  ])('isComplaintId(%p) is %p', (value, expected) => {
    expect(isComplaintId(value)).toBe(expected);
  });
});
