import {
  AMOUNT_MAX_LENGTH,
  extensionSchema,
  instalmentSchema,
  isUsablePayCode,
} from '../../../src/features/repayment/repaymentSchema';
import { validateData } from '../../../src/platform/api/schema';
import { extension, instalment } from './fixtures';

const check = (data: unknown) => validateData(instalmentSchema, data);
const checkExtension = (data: unknown) => validateData(extensionSchema, data);

async function accepted<T>(
  result: Promise<{ ok: true; value: T } | { ok: false; reason: string }>,
) {
  const checked = await result;
  if (!checked.ok) throw new Error(`refused: ${checked.reason}`);
  return checked.value;
}

describe('instalmentSchema', () => {
  it('keeps the repay amount as its exact text (minor units) and fills missing channel fields', async () => {
    const info = await accepted(check(instalment()));
    expect(info.repayAmount).toBe('351000');
    expect(info.detail).toHaveLength(4);
    expect(info.repayList.map((g) => g.title)).toEqual([
      'Tiendas de conveniencia',
      'Transferencia bancaria',
    ]);
    expect(info.repayList[1].list[0]).toEqual({
      payCode: 'SPEI',
      logo: '/images/repayment/spei.svg',
      desc: 'Transferencia SPEI',
      vCode: '',
      BARcodeImg: '',
    });
  });

  it.each([
    ['351000', '351000'],
    [' 351000 ', '351000'],
    [351000, '351000'],
    ['3510.50', '3510.50'],
    [0, '0'],
  ])('accepts the amount %p as %p', async (repayAmount, expected) => {
    expect((await accepted(check(instalment({ repayAmount })))).repayAmount).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['text', 'N/D'],
    ['negative', -100],
    ['a negative string', '-100'],
    ['too large to write exactly', 1e21],
    ['NaN', NaN],
    ['an object', { value: 351000 }],
    ['a list', [351000]],
    ['a boolean', true],
    ['a comma decimal', '3510,50'],
    ['too long', '9'.repeat(AMOUNT_MAX_LENGTH + 1)],
  ])('refuses the whole answer when repayAmount is %s', async (_name, repayAmount) => {
    expect(await check({ ...instalment(), repayAmount })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^repayAmount: /),
    });
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['an array', [instalment()]],
  ])('refuses data that is %s', async (_name, data) => {
    expect((await check(data)).ok).toBe(false);
  });

  it('normalizes wrongly typed display fields instead of refusing the answer', async () => {
    const info = await accepted(
      check({
        repayAmount: 351000,
        productName: 42,
        repayDate: { y: 2026 },
        productLogo: ['x'],
        detail: [{ text: 7, value: null }, 'row', null, { text: 'Interés', value: 21000 }],
        repayList: 'channels',
        noticeMsg: false,
      }),
    );
    expect(info).toEqual({
      repayAmount: '351000',
      productName: '42',
      repayDate: '',
      productLogo: '',
      detail: [
        { text: '7', value: '' },
        { text: 'Interés', value: '21000' },
      ],
      repayList: [],
      noticeMsg: '',
    });
  });

  it('leaves out channels whose payCode cannot open instructions, keeping the others', async () => {
    const info = await accepted(
      check({
        ...instalment(),
        repayList: [
          {
            title: 'Tiendas',
            list: [
              { payCode: 'OXXO', logo: '', desc: 'OXXO' },
              { payCode: '', logo: '', desc: 'sin código' },
              { payCode: { code: 'X' }, logo: '', desc: 'objeto' },
              { payCode: 'A\u0000B', logo: '', desc: 'control' },
              { payCode: 'X'.repeat(65), logo: '', desc: 'largo' },
              { payCode: 7110, logo: '', desc: 'número' },
            ],
          },
        ],
      }),
    );
    expect(info.repayList[0].list.map((c) => c.payCode)).toEqual(['OXXO', '7110']);
  });

  it('drops groups and channels that are not objects and accepts `channels` for the list', async () => {
    const info = await accepted(
      check({
        repayAmount: '1',
        repayList: [null, 3, { title: 'A', channels: [{ payCode: 'X' }, 'junk'] }, { title: 'B' }],
      }),
    );
    expect(info.repayList).toEqual([
      { title: 'A', list: [{ payCode: 'X', logo: '', desc: '', vCode: '', BARcodeImg: '' }] },
      { title: 'B', list: [] },
    ]);
  });
});

describe('extensionSchema', () => {
  it('keeps the delay amount as its exact text, the plan and the note', async () => {
    const info = await accepted(checkExtension(extension()));
    expect(info.delayInfo).toEqual({ delayAmount: '45000', delayTime: '2026-12-12', reviewer: '' });
    expect(info.repayPlan).toHaveLength(2);
    expect(info.note).toBe('El cargo no reduce el saldo.');
  });

  it.each([
    ['no delayInfo', undefined],
    ['delayInfo null', null],
    ['delayInfo a string', '45000'],
    ['no delayAmount', { delayTime: '2026-12-12' }],
    ['an empty delayAmount', { delayAmount: '' }],
    ['a text delayAmount', { delayAmount: 'cuarenta' }],
    ['a negative delayAmount', { delayAmount: -1 }],
  ])('refuses the answer with %s', async (_name, delayInfo) => {
    expect((await checkExtension({ ...extension(), delayInfo })).ok).toBe(false);
  });

  it('normalizes wrongly typed display fields', async () => {
    const info = await accepted(
      checkExtension({
        ...extension(),
        productName: 5,
        delayInfo: { delayAmount: 45000, delayTime: null, reviewer: 1 },
        repayPlan: [{ title: 1, time: ['x'] }, 'row'],
        note: {},
      }),
    );
    expect(info.productName).toBe('5');
    expect(info.delayInfo).toEqual({ delayAmount: '45000', delayTime: '', reviewer: '1' });
    expect(info.repayPlan).toEqual([{ title: '1', time: '' }]);
    expect(info.note).toBe('');
  });
});

describe('isUsablePayCode', () => {
  it.each([
    ['OXXO', true],
    [' SPEI ', true],
    [7110, true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [{}, false],
    ['line\nbreak', false],
    ['X'.repeat(64), true],
    ['X'.repeat(65), false],
  ])('%p -> %p', (value, expected) => {
    expect(isUsablePayCode(value)).toBe(expected);
  });
});
