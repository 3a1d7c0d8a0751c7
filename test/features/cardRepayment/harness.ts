import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { cardRepaymentSaga } from '../../../src/features/cardRepayment/cardRepaymentSaga';
import { cardRepaymentActions as actions } from '../../../src/features/cardRepayment/cardRepaymentSlice';
import type { ResponseSchema } from '../../../src/platform/api/schema';
import type { ApiResult } from '../../../src/platform/api/types';
import { toastRequested } from '../../../src/ui/uiSlice';
import { fakeContext, through, type FakeContext } from '../../support/fakeContext';
import { runWithContext } from '../../support/runWithContext';
import { fail, ok00, query, way } from './fixtures';

export type Answer = ApiResult<unknown> | Promise<ApiResult<unknown>>;
/** Per endpoint: one answer for every call, a function of the body, or a queue (the last one repeats). */
export type Answers = Partial<
  Record<string, Answer | Answer[] | ((body: Record<string, unknown>) => Answer)>
>;

/**
 * Routes the fake api by endpoint key; every answer goes through the call's own response schema, as the
 * real client would hand it to the saga. An endpoint without an answer fails loudly in the test.
 */
export function answer(context: FakeContext, answers: Answers) {
  const queues = new Map<string, Answer[]>();
  context.api.post.mockImplementation(
    (endpoint: string, schema: ResponseSchema<unknown>, body: Record<string, unknown>) => {
      const a = answers[endpoint];
      let next: Answer;
      if (a === undefined) next = fail('test', `unexpected ${endpoint}`);
      else if (typeof a === 'function') next = a(body);
      else if (Array.isArray(a)) {
        const queue = queues.get(endpoint) ?? [...a];
        queues.set(endpoint, queue);
        next = (queue.length > 1 ? queue.shift() : queue[0]) ?? fail('test', 'empty queue');
      } else next = a;
      return Promise.resolve(next).then((result) => through(schema, result));
    },
  );
}

/** The bodies sent to one endpoint (the schema is the 2nd argument of every call). */
export const calls = (context: FakeContext, endpoint: string) =>
  context.api.post.mock.calls.filter(([e]) => e === endpoint).map(([, , body]) => body);

/** The options (4th argument) of the calls to one endpoint. */
export const callOptions = (context: FakeContext, endpoint: string) =>
  context.api.post.mock.calls.filter(([e]) => e === endpoint).map(([, , , options]) => options);

export const flush = () => new Promise((r) => setTimeout(r, 0));

/** The feature saga against the real root reducer, on the fake context's virtual clock. */
export function start(context = fakeContext()) {
  let state: RootState = rootReducer(undefined, { type: '@@init' });
  const run = runWithContext(cardRepaymentSaga, [], context, () => state);
  const origPush = run.put.push.bind(run.put);
  run.put.push = (...a: Action[]) => {
    for (const x of a) state = rootReducer(state, x);
    return origPush(...a);
  };
  const dispatch = (action: Action) => {
    state = rootReducer(state, action);
    run.dispatch(action);
  };
  return {
    ...run,
    dispatch,
    state: () => state.cardRepayment,
    ticks: () =>
      run.put
        .filter((a) => a.type === actions.countdownTicked.type)
        .map((a) => (a as PayloadAction<number>).payload),
    toasts: () =>
      run.put
        .filter((a) => a.type === toastRequested.type)
        .map((a) => (a as PayloadAction<unknown>).payload),
  };
}

export async function loaded(answers: Answers = {}, context = fakeContext()) {
  answer(context, { repaymentWay: ok00(way()), ...answers });
  const run = start(context);
  run.dispatch(actions.pageOpened(query));
  await flush();
  return run;
}

/** Loaded, card 301 selected, paid: the SMS step is open and its countdown runs. */
export async function inSmsStep(answers: Answers = {}, context = fakeContext()) {
  const run = await loaded(
    { repaymentCommit: ok00({ needValid: 1, repayRecordId: 7001 }), ...answers },
    context,
  );
  run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
  run.dispatch(actions.payRequested());
  await flush();
  return run;
}
