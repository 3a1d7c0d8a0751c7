import { complaintsSaga } from '../../../src/features/complaints/complaintsSaga';
import { complaintsActions as actions } from '../../../src/features/complaints/complaintsSlice';
import { writeDraft } from '../../../src/features/complaints/draft';
import type { ComplaintDraft, FormQuery } from '../../../src/features/complaints/types';
import { toastRequested } from '../../../src/shell/uiSlice';
import { answerBy, fakeContext, ok, type Answers } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { rawInit, subTypeQuery } from './fixtures';

/**
 * The complaint flows on the shared saga harness (real reducers, virtual clock, fake api answering per
 * endpoint through each call's schema). `entry(run)` and `form(run)` are the feature's state now.
 */
export async function entryLoaded(
  answers: Answers = {},
  orderId = '1174',
  context = fakeContext(),
) {
  answerBy(context, { problemInit: ok(rawInit()), ...answers });
  const run = sagaHarness(complaintsSaga, { context });
  run.dispatch(actions.entryOpened({ orderId }));
  await settle();
  return run;
}

export type Run = Awaited<ReturnType<typeof entryLoaded>>;

/** The form opened on `query`, with `draft` in storage first (none when null). */
export async function formOpened(
  options: {
    draft?: ComplaintDraft | null;
    query?: FormQuery;
    answers?: Answers;
    context?: ReturnType<typeof fakeContext>;
  } = {},
) {
  const context = options.context ?? fakeContext();
  if (options.draft) writeDraft(context.storage, options.draft);
  answerBy(context, { problemInit: ok(rawInit()), ...options.answers });
  const run = sagaHarness(complaintsSaga, { context });
  run.dispatch(actions.formOpened(options.query ?? subTypeQuery));
  await settle();
  return run;
}

export const entry = (run: Run) => run.state().complaints.entry;
export const form = (run: Run) => run.state().complaints.form;
/** The toasts put so far. */
export const toasts = (run: Run) => run.payloads(toastRequested);
/** Where the router went (outside the app every navigation is a path of this app). */
export const visited = (run: Run) => run.context.navigator.visited.map((v) => v.url);
