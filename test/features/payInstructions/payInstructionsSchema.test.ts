import { instructionsSchema } from '../../../src/features/payInstructions/payInstructionsSchema';
import { validateData } from '../../../src/platform/api/schema';
import { instructions } from './fixtures';

const check = (data: unknown) => validateData(instructionsSchema, data);

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

  it('normalizes missing or wrongly typed lists and fields, dropping entries with nothing to show', async () => {
    expect(
      await accepted({
        repayDetail: { amount: 351000, repayCode: 12345, companyName: { x: 1 }, vCode: false },
        topLogo: 7,
        dataList: [
          null,
          'x',
          { title: 'Pasos', content: ['uno', 2, null, '', '  '] },
          { content: 'no' },
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
      dataList: [{ title: 'Pasos', content: ['uno', '2'] }],
      imgList: [{ title: 'Comprobante', eMail: 'pagos@cuota.mx', content: ['/a.svg'] }],
      bottomLogo: '',
    });
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
