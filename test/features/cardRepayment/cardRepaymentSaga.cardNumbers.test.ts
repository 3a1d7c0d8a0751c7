import { cardRepaymentActions as actions } from '../../../src/features/cardRepayment/cardRepaymentSlice';
import { callsTo, fakeContext } from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import { ok00, way } from './fixtures';
import { card, inSmsStep } from './steps';

/**
 * Issue 38: a server may hand out the card number masked or as a token. Whatever repayment-way sent
 * (through the schema, as the real client hands it to the saga) goes back in repayment-commit's cardNo
 * unchanged, on the pay tap and on Resend: the server matches the card by it.
 */
const FORMS = [
  ['masked, first 6 and last 4', '415231******1234'],
  ['masked, last 4', '**** 1234'],
  ['masked with bullets', '•••• 1234'],
  ['a token', 'tok_9f8a7b'],
  ['a token with spaces around it', ' tok_9f8a7b '],
  ['full, as the spec allows', '4152313412341234'],
] as const;

const wayWith = (cardNo: string) =>
  ok00(way({ bankCards: [{ id: '301', bankName: 'BBVA', cardNo, bankCode: 'BBVA' }] }));

describe('card repayment: the card number goes back exactly as it came', () => {
  it.each(FORMS)('%s (%p): the pay tap and Resend post it unchanged', async (_name, cardNo) => {
    const context = fakeContext();
    let record = 7000;
    const run = await inSmsStep(
      {
        repaymentWay: wayWith(cardNo),
        repaymentCommit: () => ok00({ needValid: 1, repayRecordId: (record += 1) }),
      },
      context,
    );
    expect(card(run).cards[0].cardNo).toBe(cardNo);
    await run.clock.advance(60_000);
    run.dispatch(actions.resendRequested());
    await settle();
    const commits = callsTo(context, 'repaymentCommit');
    expect(commits).toHaveLength(2);
    for (const body of commits) expect(body).toMatchObject({ cardId: '301', cardNo });
  });

  it('a number sent as a JSON number goes back as its digits', async () => {
    const context = fakeContext();
    await inSmsStep(
      {
        repaymentWay: ok00(
          way({ bankCards: [{ id: 301, bankName: 'BBVA', cardNo: 4152313412341234 }] }),
        ),
      },
      context,
    );
    expect(callsTo(context, 'repaymentCommit')).toEqual([
      expect.objectContaining({ cardId: '301', cardNo: '4152313412341234' }),
    ]);
  });

  it('a card number with a control character refuses the answer: no card, no commit', async () => {
    const context = fakeContext();
    const run = await inSmsStep({ repaymentWay: wayWith('**** 1234\n') }, context);
    expect(card(run)).toMatchObject({ status: 'failed', cards: [] });
    expect(callsTo(context, 'repaymentCommit')).toEqual([]);
  });
});
