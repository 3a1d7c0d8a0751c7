import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, race, take } from 'typed-redux-saga';
import type { Bridge } from '../../platform/bridge/types';
import { now, sleep } from '../../platform/saga/sagaClock';
import { sleepUnless } from '../../platform/saga/leave';
import { checkEnv } from './browser';
import { bridgeCheckActions as actions } from './bridgeCheckSlice';

/** How long the probe in the child frame waits for an answer to its hello. */
export const PROBE_WAIT_MS = 2_000;
/** How long the page waits for the probe's report (the frame loads and boots the app first). */
const FRAME_LIMIT_MS = 20_000;
/** Still here this long after the foreign link's tap, never hidden: the web view did not load it. */
export const FOREIGN_STAY_MS = 3_000;

let frameRuns = 0;

/**
 * The child frame check: the page shows a frame of itself (this app, in probe mode); the probe there
 * looks for the host's objects and sends its own hello. The host must answer nothing to a frame that is
 * not the main frame. The frame reports by postMessage (the view checks source and origin and puts
 * `frameReported`); no report within FRAME_LIMIT_MS is a failure of the check itself.
 */
export function* frameCheck() {
  frameRuns += 1;
  const nonce = `${yield* call(now)}-${frameRuns}`;
  yield* put(actions.frameStarted({ nonce }));
  const stopped = yield* sleepUnless(FRAME_LIMIT_MS, {
    report: (a: unknown): boolean => actions.frameReported.match(a) && a.payload.nonce === nonce,
  });
  if (stopped === null) yield* put(actions.frameTimedOut({ nonce }));
}

/**
 * The probe (this page inside the child frame): which host objects the frame has, and whether a hello
 * sent from it gets any answer within PROBE_WAIT_MS (an `unsupported` is an answer too). Reported to
 * the parent page, same origin only.
 */
export function* probe(action: PayloadAction<{ nonce: string }>) {
  const bridge = yield* getContext<Bridge>('bridge');
  const env = yield* call(checkEnv);
  const found = yield* call([env, env.hostObjects]);
  const { answer } = yield* race({
    answer: call([bridge, bridge.hello]),
    limit: call(sleep, PROBE_WAIT_MS),
  });
  // Only a v1 object can carry an answer back; without one the page's own fallback resolves at once.
  const answered =
    found.some((name) => name !== 'legacy') && answer !== undefined && answer.error !== 'timeout';
  const detail =
    answered && answer
      ? `ok=${String(answer.ok)} handledBy=${answer.handledBy}${answer.error ? ` error=${answer.error}` : ''}`
      : null;
  yield* call([env, env.postToParent], { nonce: action.payload.nonce, found, answered, detail });
  yield* put(actions.probeFinished());
}

/**
 * After the tap on the foreign link (a normal link to another site): the host must open it outside
 * the web view. The page going (pagehide) is a failure; hidden then visible again (the browser opened
 * over the app and the tester came back), or still here and never hidden after FOREIGN_STAY_MS, a pass.
 */
export function* foreignCheck() {
  const env = yield* call(checkEnv);
  const channel = yield* call([env, env.lifecycle]);
  try {
    let hidden = false;
    for (;;) {
      const { event } = yield* race({
        event: take(channel),
        limit: call(sleep, FOREIGN_STAY_MS),
      });
      if (event === 'pagehide') {
        yield* put(actions.foreignLeft());
        return;
      }
      if (event === 'hidden') hidden = true;
      else if (event === 'visible' && hidden) {
        yield* put(actions.foreignStayed({ outcome: 'returned' }));
        return;
      } else if (event === undefined && !hidden) {
        yield* put(actions.foreignStayed({ outcome: 'stayed' }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}
