import { answerBy, fakeContext, ok } from './fakeContext';

describe('the flow-test helpers fail loudly where a mistake would pass silently', () => {
  it('answerBy refuses an endpoint key the table does not have (a typo)', () => {
    expect(() => answerBy(fakeContext(), { repaymentWayy: ok({}) })).toThrow(
      'answerBy: no endpoint repaymentWayy',
    );
    expect(() => answerBy(fakeContext(), { repaymentWay: ok({}) })).not.toThrow();
  });
});
