import { call, getContext, put, select, take } from 'typed-redux-saga';
import type { BridgeEventAction } from '../../platform/bridge/events';
import type { Navigator } from '../../platform/navigation/types';
import { safely } from '../../platform/saga/safely';
import { addressWithSession, type PageLocation } from '../../platform/session/address';
import {
  parseSession,
  SESSION_STORAGE_KEY,
  storedSession,
  type SessionParams,
} from '../../platform/session/session';
import type { KeyValueStorage } from '../../platform/storage/types';
import { selectSessionLink, sessionLinkActions as actions } from './sessionLinkSlice';

/** The same session: the same sessionId and userId (the other keys may change: lang, appVersion). */
export const sameSession = (a: SessionParams, b: SessionParams): boolean =>
  a.sessionId === b.sessionId && a.userId === b.userId;

/** The page's path and query, or null where there is no page (a headless replay). */
export function pageAddress(): PageLocation | null {
  if (typeof window === 'undefined') return null;
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * The page loads again with `session`: stored for the tab first, and carried in the address too, so
 * that a tab whose storage fails takes it as a first load would (the address loses it at once).
 */
function* loadWithSession(session: SessionParams) {
  const page = yield* call(pageAddress);
  if (!page) return;
  const storage = yield* getContext<KeyValueStorage>('storage');
  const navigator = yield* getContext<Navigator>('navigator');
  yield* call([storage, storage.set], SESSION_STORAGE_KEY, JSON.stringify(session));
  yield* call([navigator, navigator.open], addressWithSession(page, session), { replace: true });
}

/** The borrower chose the link's session: the page loads again with it. */
function* switchToLink() {
  const { link } = yield* select(selectSessionLink);
  if (link) yield* call(loadWithSession, link);
}

/**
 * The native app states its session (the `session` of its `hello` answer, or `sessionChanged`): its
 * word wins. The tab's own session: nothing changes (a choice on show closes, the page opens with it).
 * The link's session held while the choice shows (nothing went out yet): it is stored and the page
 * opens with it, without loading again, so a tab whose storage cannot keep it does not load forever.
 * Another one: the page loads again with the app's. A payload without sessionId or userId is ignored.
 */
export function* onHostSession(action: BridgeEventAction) {
  const stated = parseSession(action.payload.payload);
  if (stated.sessionId === undefined && stated.userId === undefined) return;
  const storage = yield* getContext<KeyValueStorage>('storage');
  const inUse = yield* call(storedSession, storage);
  const { link, status } = yield* select(selectSessionLink);
  if (sameSession(stated, inUse)) yield* put(actions.keepRequested());
  else if (link && status === 'asked' && sameSession(stated, link)) {
    yield* call(
      [storage, storage.set],
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...inUse, ...link, ...stated }),
    );
    yield* put(actions.linkTaken());
  } else yield* call(loadWithSession, stated);
}

/** The choice's flow: one switch however many taps, since the page loads again. */
export function* sessionLinkSaga() {
  yield* take(actions.switchRequested.type);
  yield* call(safely(switchToLink, null));
}
