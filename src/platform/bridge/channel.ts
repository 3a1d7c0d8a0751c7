import type { BridgeAction } from './actions';
import { readAnswer } from './json';
import { errorText } from './legacy';
import type { PageEndpoint } from './pageApi';
import type { BridgeTimers } from './timers';
import type { Send } from './transports';
import type { BridgePayload, BridgeResult } from './types';

/** How often calls waiting for the host look for its transport (a property read per tick). */
export const BRIDGE_POLL_MS = 100;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  );
}

const SENT: BridgeResult = { ok: true, handledBy: 'app' };
const TIMEOUT: BridgeResult = { ok: false, handledBy: 'app', error: 'timeout' };

export interface ChannelOptions {
  endpoint: PageEndpoint;
  /** The transport's sender right now; undefined while the host has not injected it. */
  sender(): Send | undefined;
  timers: BridgeTimers;
  /** Milliseconds an action's call waits for its answer (queue time included). */
  timeoutFor(action: BridgeAction): number;
  pollMs?: number;
  debug: (msg: string) => void;
}

interface Waiting {
  action: BridgeAction;
  message: string;
  id: string;
  fireAndForget: boolean;
  /** Settles the call once (clears its time-out); a second settle does nothing. */
  settle(result: BridgeResult): void;
  done: boolean;
}

/**
 * Protocol v1: each call is one JSON message `{ v: 1, id, action, payload }` to the host, answered
 * through `<namespace>.receive(id, result)`. A call resolves with the answer, or `timeout` after
 * its action's time-out from the moment it was made (queue time included); a late answer is ignored. Calls made
 * while the transport is absent wait in a queue, sent in order when the transport appears (checked at
 * each call, at each `ready()` and every pollMs while calls wait). Fire-and-forget calls resolve at once.
 */
export function createChannel(options: ChannelOptions) {
  const { endpoint, timers, debug } = options;
  const pollMs = options.pollMs ?? BRIDGE_POLL_MS;
  const queue: Waiting[] = [];
  let poll: unknown = null;

  /** Sends one call; false when the transport is (still) absent. */
  function send(call: Waiting): boolean {
    const post = options.sender();
    if (!post) return false;
    if (!call.fireAndForget) endpoint.expect(call.id, (raw) => call.settle(readAnswer(raw)));
    let returned: unknown;
    try {
      returned = post(call.message);
    } catch (error) {
      debug(`bridge ${call.action}: native error`);
      call.settle({ ok: false, handledBy: 'app', error: errorText(error) });
      return true;
    }
    if (call.fireAndForget) call.settle(SENT);
    else if (isThenable(returned)) replyOf(call, returned);
    return true;
  }

  /**
   * A WKScriptMessageHandlerWithReply host answers through the promise postMessage returned: its value
   * is the result (as `receive` takes it), a rejection an error; an empty reply leaves the call to
   * `receive`.
   */
  function replyOf(call: Waiting, reply: PromiseLike<unknown>) {
    reply.then(
      (raw) => {
        if (raw !== null && raw !== undefined) call.settle(readAnswer(raw));
      },
      (error: unknown) => call.settle({ ok: false, handledBy: 'app', error: errorText(error) }),
    );
  }

  function flush() {
    while (queue.length > 0) {
      const next = queue[0];
      if (next.done) {
        queue.shift();
        continue;
      }
      if (!send(next)) break;
      queue.shift();
    }
    if (queue.length === 0 && poll !== null) {
      timers.clear(poll);
      poll = null;
    }
  }

  function schedulePoll() {
    if (poll !== null || queue.length === 0) return;
    poll = timers.set(() => {
      poll = null;
      flush();
      schedulePoll();
    }, pollMs);
  }

  endpoint.onReady(() => flush());

  function call(
    action: BridgeAction,
    payload: BridgePayload,
    fireAndForget: boolean,
  ): Promise<BridgeResult> {
    return new Promise<BridgeResult>((resolve) => {
      const id = endpoint.nextId();
      let message: string;
      try {
        message = JSON.stringify({ v: 1, id, action, payload });
      } catch (error) {
        debug(`bridge ${action}: payload not JSON`);
        resolve({ ok: false, handledBy: 'app', error: errorText(error) });
        return;
      }
      let resolved = false;
      const answer = (result: BridgeResult) => {
        if (resolved) return;
        resolved = true;
        resolve(result);
      };
      let timer: unknown = null;
      const waiting: Waiting = {
        action,
        message,
        id,
        fireAndForget,
        done: false,
        settle(result) {
          if (waiting.done) return;
          waiting.done = true;
          if (timer !== null) timers.clear(timer);
          endpoint.forget(id);
          answer(result);
        },
      };
      const startTimer = () => {
        timer = timers.set(() => {
          if (waiting.done) return;
          debug(
            fireAndForget
              ? `bridge ${action}: dropped (host not ready)`
              : `bridge ${action}: timeout`,
          );
          waiting.settle(TIMEOUT);
        }, options.timeoutFor(action));
      };
      // A fire-and-forget call sent at once needs no timer; an answered one is timed from now.
      if (!fireAndForget) startTimer();
      flush();
      if (queue.length === 0 && send(waiting)) return;
      if (fireAndForget) startTimer();
      queue.push(waiting);
      // Flows never wait for a fire-and-forget call, not even for the host to get ready.
      if (fireAndForget) answer(SENT);
      schedulePoll();
    });
  }

  return { call };
}
