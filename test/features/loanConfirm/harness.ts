import {
  initialLoanConfirmState,
  loanConfirmReducer,
  type LoanConfirmState,
} from '../../../src/features/loanConfirm/loanConfirmSlice';
import { loanConfirmSaga } from '../../../src/features/loanConfirm/loanConfirmSaga';
import { fakeContext, ok, through } from '../../support/fakeContext';
import { runWithContext } from '../../support/runWithContext';
import { rawOffer } from './fixtures';

type Schema = Parameters<typeof through>[0];

/** An api.post implementation answering as the real client does: checked by the schema the call names. */
export const answer = (data: unknown) => (_endpoint: string, schema: Schema) =>
  through(schema, ok(data));
export const offerAnswer = (over: Record<string, unknown> = {}) => answer(rawOffer(over));

/** Runs the feature saga against a real reducer so `select` sees the state the actions make. */
export function start(context = fakeContext()) {
  let state: { loanConfirm: LoanConfirmState } = { loanConfirm: initialLoanConfirmState };
  const run = runWithContext(loanConfirmSaga, [], context, () => state);
  const dispatch = run.dispatch;
  const origPush = run.put.push.bind(run.put);
  run.put.push = (...a) => {
    for (const x of a) state = { loanConfirm: loanConfirmReducer(state.loanConfirm, x) };
    return origPush(...a);
  };
  const feed = (action: Parameters<typeof dispatch>[0]) => {
    state = { loanConfirm: loanConfirmReducer(state.loanConfirm, action) };
    dispatch(action);
  };
  return { ...run, dispatch: feed, state: () => state.loanConfirm };
}

export type Run = ReturnType<typeof start>;

/** Lets resolved answers reach the saga (a few macrotask turns). */
export const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};
