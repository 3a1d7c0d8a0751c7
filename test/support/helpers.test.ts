import { answerBy, fakeContext, ok } from './fakeContext';
import { flush } from './sagaHarness';

describe('the flow-test helpers fail loudly where a mistake would pass silently', () => {
  it('answerBy refuses an endpoint key the table does not have (a typo)', () => {
    expect(() => answerBy(fakeContext(), { repaymentWayy: ok({}) })).toThrow(
      'answerBy: no endpoint repaymentWayy',
    );
    expect(() => answerBy(fakeContext(), { repaymentWay: ok({}) })).not.toThrow();
  });

  it('flush refuses jest fake timers instead of hanging until the test time-out', async () => {
    jest.useFakeTimers();
    try {
      await expect(flush()).rejects.toThrow('use the saga harness virtual clock');
    } finally {
      jest.useRealTimers();
    }
    await expect(flush()).resolves.toBeUndefined();
  });
});
