import {
  fetchExtension,
  fetchInstalment,
  parseExtension,
  parseGroups,
  parseInstalment,
} from '../../../src/features/repayment/repaymentApi';
import { fakeApi, ok } from '../../support/fakeContext';
import { extension, instalment } from './fixtures';

describe('repayment api', () => {
  it('posts productId and orderId to the two v3 endpoints', async () => {
    const api = fakeApi();
    api.post.mockResolvedValue(ok(null));
    const query = { productId: '1', orderId: '1174' };
    await fetchInstalment(api, query);
    await fetchExtension(api, query);
    expect(api.post).toHaveBeenNthCalledWith(1, 'loanPlayDetail', query);
    expect(api.post).toHaveBeenNthCalledWith(2, 'loanPlayDelayDetail', query);
  });

  it('keeps the repay amount raw (minor units as received) and fills missing channel fields', () => {
    const info = parseInstalment(instalment());
    expect(info?.repayAmount).toBe('351000');
    expect(info?.detail).toHaveLength(4);
    expect(info?.repayList.map((g) => g.title)).toEqual([
      'Tiendas de conveniencia',
      'Transferencia bancaria',
    ]);
    expect(info?.repayList[1].list[0]).toEqual({
      payCode: 'SPEI',
      logo: '/images/repayment/spei.svg',
      desc: 'Transferencia SPEI',
      vCode: '',
      BARcodeImg: '',
    });
  });

  it.each([null, 'x', [], {}, { repayAmount: '' }, { repayAmount: { a: 1 } }])(
    'an instalment answer without repayAmount (%p) is not one',
    (value) => {
      expect(parseInstalment(value)).toBeNull();
    },
  );

  it('parses the extension answer; without delayInfo it is not one', () => {
    const info = parseExtension(extension());
    expect(info?.delayInfo).toEqual({
      delayAmount: '45000',
      delayTime: '2026-12-12',
      reviewer: '',
    });
    expect(info?.repayPlan).toHaveLength(2);
    expect(info?.note).toBe('El cargo no reduce el saldo.');
    expect(parseExtension({ ...extension(), delayInfo: null })).toBeNull();
    expect(parseExtension({ ...extension(), delayInfo: { delayAmount: '' } })).toBeNull();
  });

  it('ignores groups and channels that are not objects and accepts `channels` for the list', () => {
    expect(
      parseGroups([null, 3, { title: 'A', channels: [{ payCode: 'X' }, 'junk'] }, { title: 'B' }]),
    ).toEqual([
      { title: 'A', list: [{ payCode: 'X', logo: '', desc: '', vCode: '', BARcodeImg: '' }] },
      { title: 'B', list: [] },
    ]);
    expect(parseGroups('nope')).toEqual([]);
  });
});
