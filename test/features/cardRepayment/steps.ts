import { cardRepaymentSaga } from '../../../src/features/cardRepayment/cardRepaymentSaga';
import { cardRepaymentActions as actions } from '../../../src/features/cardRepayment/cardRepaymentSlice';
import { toastRequested } from '../../../src/shell/uiSlice';
import { answerBy, fakeContext, type Answers } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { ok00, query, way } from './fixtures';

/**
 * The card repayment page's first steps on the shared saga harness (real reducers, virtual clock), with the
 * fake api answering per endpoint. `run.state()` is the app's state; `card(run)` the feature's slice.
 */
export async function loaded(answers: Answers = {}, context = fakeContext()) {
  answerBy(context, { repaymentWay: ok00(way()), ...answers });
  const run = sagaHarness(cardRepaymentSaga, { context });
  run.dispatch(actions.pageOpened(query));
  await settle();
  return run;
}

export type Run = Awaited<ReturnType<typeof loaded>>;

/** Loaded, card 301 selected, paid: the SMS step is open and its countdown runs. */
export async function inSmsStep(answers: Answers = {}, context = fakeContext()) {
  const run = await loaded(
    { repaymentCommit: ok00({ needValid: 1, repayRecordId: 7001 }), ...answers },
    context,
  );
  run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
  run.dispatch(actions.payRequested());
  await settle();
  return run;
}

/** The feature's slice now. */
export const card = (run: Run) => run.state().cardRepayment;
/** The countdown's ticks put so far. */
export const ticks = (run: Run) => run.payloads(actions.countdownTicked);
/** The toasts put so far. */
export const toasts = (run: Run) => run.payloads(toastRequested);
