import { fetchExtension, fetchInstalment } from '../../../src/features/repayment/repaymentApi';
import { extensionSchema, instalmentSchema } from '../../../src/features/repayment/repaymentSchema';
import { fakeApi, ok } from '../../support/fakeContext';

describe('repayment api', () => {
  it('posts productId and orderId to the two v3 endpoints, each with its response schema', async () => {
    const api = fakeApi();
    api.post.mockResolvedValue(ok(null));
    const query = { productId: '1', orderId: '1174' };
    await fetchInstalment(api, query);
    await fetchExtension(api, query);
    expect(api.post).toHaveBeenNthCalledWith(1, 'loanPlayDetail', instalmentSchema, query);
    expect(api.post).toHaveBeenNthCalledWith(2, 'loanPlayDelayDetail', extensionSchema, query);
  });
});
