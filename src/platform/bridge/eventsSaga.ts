import { buffers, eventChannel } from 'redux-saga';
import { call, getContext, put, take } from 'typed-redux-saga';
import { bridgeEventReceived, type BridgeEventName } from './events';
import { withPageShows } from './pageShow';
import { eventsOf, type BridgeEvents } from './types';

interface HostEvent {
  event: BridgeEventName;
  payload: unknown;
}

/** The host's events as a saga channel (a burst is buffered, never dropped while the saga is busy). */
function hostEventChannel(source: BridgeEvents) {
  return eventChannel<HostEvent>(
    (emit) => source.subscribe((event, payload) => emit({ event, payload })),
    buffers.expanding<HostEvent>(16),
  );
}

/**
 * Turns each event the host emits (`window.<namespace>.emit`) into `bridgeEventReceived` (origin
 * 'bridge'), which the feature sagas react to and QA tapes record. The events come with the context's
 * bridge (`BridgeEventSource`): a bridge without them (test fakes, QA replay, whose tape holds these
 * actions) has nothing to listen to, and the saga ends. With the host's events comes the browser's
 * return to the page from the back-forward cache (`pageshow`, persisted), as `resume` (./pageShow.ts).
 */
export function* bridgeEventsSaga() {
  const source = eventsOf(yield* getContext<unknown>('bridge'));
  if (!source) return;
  const channel = yield* call(hostEventChannel, withPageShows(source));
  try {
    for (;;) {
      const { event, payload } = yield* take(channel);
      try {
        yield* put(bridgeEventReceived(event, payload));
      } catch (error) {
        // A reaction that throws must not stop the next events.
        console.error('bridge event failed:', error instanceof Error ? error.message : 'error');
      }
    }
  } finally {
    channel.close();
  }
}
