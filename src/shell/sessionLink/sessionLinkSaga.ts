import { call, getContext, select, take } from 'typed-redux-saga';
import type { Navigator } from '../../platform/navigation/types';
import { safely } from '../../platform/saga/safely';
import { addressWithSession, type PageLocation } from '../../platform/session/address';
import { SESSION_STORAGE_KEY, type SessionParams } from '../../platform/session/session';
import type { KeyValueStorage } from '../../platform/storage/types';
import { selectSessionLink, sessionLinkActions as actions } from './sessionLinkSlice';

/** The page's path and query, or null where there is no page (a headless replay). */
export function pageAddress(): PageLocation | null {
  if (typeof window === 'undefined') return null;
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * The page loads again with `session`: stored for the tab first, and carried in the address too, so
 * that a tab whose storage fails takes it as a first load would (the address loses it at once).
 */
export function* loadWithSession(session: SessionParams) {
  const page = yield* call(pageAddress);
  if (!page) return;
  const storage = yield* getContext<KeyValueStorage>('storage');
  const navigator = yield* getContext<Navigator>('navigator');
  yield* call([storage, storage.set], SESSION_STORAGE_KEY, JSON.stringify(session));
  yield* call([navigator, navigator.open], addressWithSession(page, session), { replace: true });
}

/** The borrower chose the link's session: the page loads again with it. */
export function* switchToLink() {
  const { link } = yield* select(selectSessionLink);
  if (link) yield* call(loadWithSession, link);
}

/** The choice's flow: one switch however many taps, since the page loads again. */
export function* sessionLinkSaga() {
  yield* take(actions.switchRequested.type);
  yield* call(safely(switchToLink, null));
}
