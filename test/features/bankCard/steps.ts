import { bankCardSaga } from '../../../src/features/bankCard/bankCardSaga';
import { bankCardActions as actions } from '../../../src/features/bankCard/bankCardSlice';
import type { BindCardQuery } from '../../../src/features/bankCard/types';
import { toastRequested } from '../../../src/shell/uiSlice';
import { answerBy, fakeContext, ok, type Answers } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { init } from './fixtures';

export const query: BindCardQuery = { orderId: '1174', returnTo: '/loan/details?orderId=1174' };

/**
 * The binding page opened on the shared saga harness (real reducers, virtual clock), the fake api
 * answering per endpoint through each call's own schema.
 */
export async function opened(
  answers: Answers = {},
  context = fakeContext(),
  at: BindCardQuery = query,
) {
  answerBy(context, { cardInit: ok(init()), ...answers });
  const run = sagaHarness(bankCardSaga, { context });
  run.dispatch(actions.pageOpened(at));
  await settle();
  return run;
}

export type Run = Awaited<ReturnType<typeof opened>>;

/** The feature's slice now. */
export const slice = (run: Run) => run.state().bankCard;
/** The toasts put so far. */
export const toasts = (run: Run) => run.payloads(toastRequested);
