import { instructionsSchema } from '../../../src/features/payInstructions/payInstructionsSchema';
import { validateData } from '../../../src/platform/api/schema';
import { instructions } from './fixtures';

const check = (data: unknown) => validateData(instructionsSchema, data);
/** A complete answer with some parts as a server might send them (any type). */
const withParts = (parts: Record<string, unknown>): unknown => ({ ...instructions(), ...parts });

async function accepted(data: unknown) {
  const checked = await check(data);
  if (!checked.ok) throw new Error(`refused: ${checked.reason}`);
  return checked.value;
}

describe('instructionsSchema', () => {
  it('keeps every section of a complete answer', async () => {
    expect(await accepted(instructions())).toEqual(instructions());
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['an array', [instructions()]],
    ['no repayDetail', { ...instructions(), repayDetail: undefined }],
    ['repayDetail null', { ...instructions(), repayDetail: null }],
    ['repayDetail as a string', { ...instructions(), repayDetail: '9301' }],
    ['repayDetail as a list', { ...instructions(), repayDetail: [] }],
  ])('refuses %s', async (_name, value) => {
    expect((await check(value)).ok).toBe(false);
  });

  it('normalizes wrongly typed display fields and lists, dropping entries with nothing to show', async () => {
    expect(
      await accepted({
        repayDetail: { amount: 351000, repayCode: 12345, companyName: { x: 1 }, vCode: null },
        topLogo: 7,
        dataList: [
          { title: 'Pasos', content: ['uno', 2, '', '  '] },
          { title: 'Sin pasos', content: null },
          { title: '  ', content: [] },
        ],
        imgList: { title: 'Comprobante', eMail: 'pagos@cuota.mx', content: ['/a.svg', 5, ''] },
        bottomLogo: ['x'],
      }),
    ).toEqual({
      topLogo: '7',
      repayDetail: {
        amount: '351000',
        repayTitle: '',
        repayDes: '',
        repayCode: '12345',
        vCode: '',
        companyName: '',
      },
      dataList: [
        { title: 'Pasos', content: ['uno', '2'] },
        { title: 'Sin pasos', content: [] },
      ],
      imgList: [{ title: 'Comprobante', eMail: 'pagos@cuota.mx', content: ['/a.svg'] }],
      bottomLogo: '',
    });
  });

  it.each([
    ['no dataList', { dataList: undefined }, []],
    ['dataList null', { dataList: null }, []],
    [
      'one section object',
      { dataList: { title: 'Pasos', content: ['uno'] } },
      [{ title: 'Pasos', content: ['uno'] }],
    ],
  ])('steps: %s is accepted', async (_name, extra, dataList) => {
    expect((await accepted(withParts(extra))).dataList).toEqual(dataList);
  });

  it.each([
    ['dataList as text', { dataList: 'Pague en caja' }],
    ['dataList as a number', { dataList: 5 }],
    ['dataList as true', { dataList: true }],
    ['a section that is text', { dataList: ['Paso 1'] }],
    ['a section that is null', { dataList: [null, { title: 'Pasos', content: ['uno'] }] }],
    ['steps as text', { dataList: [{ title: 'Pasos', content: 'uno, dos' }] }],
    ['steps as an object', { dataList: [{ title: 'Pasos', content: { a: 'uno' } }] }],
    ['a step that is null', { dataList: [{ title: 'Pasos', content: ['uno', null] }] }],
    ['a step that is an object', { dataList: [{ title: 'Pasos', content: ['uno', { x: 1 }] }] }],
    ['a step that is a list', { dataList: [{ title: 'Pasos', content: [['uno']] }] }],
  ])('refuses malformed steps: %s', async (_name, extra) => {
    expect((await check(withParts(extra))).ok).toBe(false);
  });

  const detail = instructions().repayDetail;
  it.each([
    ['repayCode as an object', { ...detail, repayCode: { code: '9301' } }],
    ['repayCode as a list', { ...detail, repayCode: ['9301'] }],
    ['repayCode as true', { ...detail, repayCode: true }],
    ['repayCode of 101 characters', { ...detail, repayCode: '9'.repeat(101) }],
    ['vCode as an object', { ...detail, vCode: { url: '/x.svg' } }],
    ['vCode as false', { ...detail, vCode: false }],
    ['neither repayCode nor vCode', { ...detail, repayCode: '', vCode: null }],
    ['both blank', { ...detail, repayCode: '  ', vCode: ' ' }],
  ])('refuses a malformed payment reference: %s', async (_name, repayDetail) => {
    expect((await check(withParts({ repayDetail }))).ok).toBe(false);
  });

  it.each([
    ['only the code', { ...detail, vCode: '' }],
    ['only the code image', { ...detail, repayCode: null }],
    ['a code of 100 characters', { ...detail, repayCode: '9'.repeat(100) }],
  ])('accepts a payment reference with %s', async (_name, repayDetail) => {
    expect((await check(withParts({ repayDetail }))).ok).toBe(true);
  });

  it('keeps image URLs as text: the page renders them through SafeImage, which refuses bad ones', async () => {
    const info = await accepted(
      instructions({
        topLogo: 'javascript:alert(1)',
        imgList: [{ title: 'x', eMail: '', content: ['https://evil.example.com/a.png'] }],
      }),
    );
    expect(info.topLogo).toBe('javascript:alert(1)');
    expect(info.imgList[0].content).toEqual(['https://evil.example.com/a.png']);
  });

  it('a list of 5,000 steps is accepted whole (the page pages it)', async () => {
    const content = Array.from({ length: 5000 }, (_, i) => `Paso ${i}`);
    const info = await accepted(instructions({ dataList: [{ title: 'Pasos', content }] }));
    expect(info.dataList[0].content).toHaveLength(5000);
  });
});
