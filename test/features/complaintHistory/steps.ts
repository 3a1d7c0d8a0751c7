import type { ApiResult } from '../../../src/platform/api/types';
import { complaintHistorySaga } from '../../../src/features/complaintHistory/complaintHistorySaga';
import { complaintHistoryActions as actions } from '../../../src/features/complaintHistory/complaintHistorySlice';
import { SCORED_COMPLAINTS_KEY } from '../../../src/features/complaintHistory/scoredComplaints';
import {
  answerBy,
  fakeContext,
  ok,
  type Answers,
  type FakeContext,
} from '../../support/fakeContext';
import { settle, sagaHarness, type SagaRun } from '../../support/sagaHarness';

/** The feature's state in a running saga. */
export const history = (run: SagaRun) => run.state().complaintHistory;

/** The ids remembered as scored on this device (null when none was ever stored). */
export const scored = (context: FakeContext): unknown =>
  JSON.parse(context.storage.get(SCORED_COMPLAINTS_KEY) ?? 'null');

/** The feature's root saga over the app's reducers, the api answering through each call's schema. */
export function start(answers: Answers, context = fakeContext()) {
  answerBy(context, answers);
  return sagaHarness(complaintHistorySaga, { context });
}

/** A promise answer the test settles when it wants (a slow server). */
export function slow() {
  let settle: (result: ApiResult<unknown>) => void = () => undefined;
  const answer = new Promise<ApiResult<unknown>>((resolve) => {
    settle = resolve;
  });
  return { answer, settle };
}

/** The detail of complaint 5001 opened and loaded with `detail` (problem-score answers ok unless told). */
export async function opened(detail: unknown, context = fakeContext(), more: Answers = {}) {
  const run = start({ problemDetail: ok(detail), problemScore: ok(null), ...more }, context);
  run.dispatch(actions.detailOpened({ problemId: '5001' }));
  await settle();
  return run;
}

/** The score-due actions the saga put (the end of the 3 s wait). */
export const scoreDues = (run: SagaRun) => run.put.filter((a) => actions.scoreDue.match(a));
