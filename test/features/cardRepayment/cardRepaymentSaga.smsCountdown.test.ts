import { cardRepaymentSaga } from '../../../src/features/cardRepayment/cardRepaymentSaga';
import { cardRepaymentActions as actions } from '../../../src/features/cardRepayment/cardRepaymentSlice';
import { answerBy, fakeContext } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { ok00, query, way } from './fixtures';

/**
 * The SMS step's resend countdown counts to a deadline: a phone that held the page's timers back (the
 * page in the background, the screen locked) shows the time really left when the page runs again.
 */
async function inSmsStep() {
  const context = fakeContext();
  let offset = 0;
  const virtualNow = context.clock.now.bind(context.clock);
  context.clock.now = () => virtualNow() + offset;
  answerBy(context, {
    repaymentWay: ok00(way()),
    repaymentCommit: ok00({ needValid: 1, repayRecordId: 7001 }),
  });
  const run = sagaHarness(cardRepaymentSaga, { context });
  run.dispatch(actions.pageOpened(query));
  await settle();
  run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
  run.dispatch(actions.payRequested());
  await settle();
  /** Time that passed while no timer of the page fired. */
  const background = (ms: number) => {
    offset += ms;
  };
  return { run, background };
}

describe('card repayment: the SMS resend countdown after the page was in the background', () => {
  it('shows the seconds left at the first wake, not the seconds its timers fired', async () => {
    const { run, background } = await inSmsStep();
    await run.clock.advance(5_000);
    expect(run.state().cardRepayment.sms).toMatchObject({ counting: true, secondsLeft: 55 });
    background(30_000);
    await run.clock.advance(1_000);
    expect(run.state().cardRepayment.sms).toMatchObject({ counting: true, secondsLeft: 24 });
    run.task.cancel();
  });

  it('resend is open again once the deadline passed in the background', async () => {
    const { run, background } = await inSmsStep();
    await run.clock.advance(2_000);
    background(90_000);
    await run.clock.advance(1_000);
    expect(run.state().cardRepayment.sms).toMatchObject({ counting: false, secondsLeft: 0 });
    run.task.cancel();
  });
});
