import { contractSchema } from '../../../src/features/legal/legalSchema';
import { validateData } from '../../../src/platform/api/schema';
import { contractFixture } from './contractFixture';

describe('contract-detail schema', () => {
  it('keeps a well-formed contract as sent', async () => {
    expect(await validateData(contractSchema, contractFixture)).toEqual({
      ok: true,
      value: contractFixture,
    });
  });

  it('normalizes the display fields: numbers as text, anything else empty', async () => {
    const checked = await validateData(contractSchema, {
      ...contractFixture,
      productName: 42,
      bankNo: { n: '4152' },
      userAddress: null,
      userName: 77,
      amount: '3000.50',
      daiDate: 1762000000,
      extra: '<script>',
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        ...contractFixture,
        productName: '42',
        bankNo: '',
        userAddress: '',
        userName: '77',
        amount: '3000.50',
        daiDate: '1762000000',
      },
    });
  });

  const without = (key: string) => ({ ...contractFixture, [key]: undefined });

  it.each<[string, unknown]>([
    ['data {}', {}],
    ['data []', []],
    ['data null', null],
    ['data text', 'contract'],
    ...[
      'userName',
      'company',
      'amount',
      'contractAmount',
      'giveAmount',
      'commission',
      'Interest',
      'IVA',
      'daiDate',
      'planDate',
      'contractDate',
    ].map((key): [string, unknown] => [`no ${key}`, without(key)]),
    ['a blank borrower', { ...contractFixture, userName: '  ' }],
    ['an amount that is text', { ...contractFixture, amount: 'tres mil' }],
    ['an amount that is an object', { ...contractFixture, contractAmount: { v: 1 } }],
    ['an amount that is a boolean', { ...contractFixture, IVA: true }],
    ['a date that is not a day', { ...contractFixture, planDate: 'mañana' }],
    ['an impossible day', { ...contractFixture, contractDate: '2026-02-31' }],
  ])('refuses %s', async (_name, data) => {
    expect(await validateData(contractSchema, data)).toMatchObject({ ok: false });
  });
});
