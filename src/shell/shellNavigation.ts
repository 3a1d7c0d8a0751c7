import { createAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeLeading } from 'typed-redux-saga';
import { defaultPaths, type PageKey } from '../config/paths';
import type { Bridge } from '../platform/bridge/types';
import type { Navigator } from '../platform/navigation/types';
import { safely } from '../platform/saga/safely';
import { appendQuery } from '../platform/url/allowlist';
import { pageKey, whileHostAnswers } from './hostWait';
import { toastRequested } from './uiSlice';

type NavigationParams = Record<string, string | number | boolean>;

/**
 * Where to go: a page of the app by its key (the native page in the app, the configured route
 * outside it, with the params as query), a server-supplied URL (only through the allowlist), or a
 * path of this app moved by the router.
 */
export type NavigationRequest =
  | { page: PageKey; params?: NavigationParams; replace?: boolean }
  | { url: string; replace?: boolean }
  | { path: string; replace?: boolean };

/** The one navigation intent: views dispatch it, sagas call `navigateTo` with the same request. */
export const navigationRequested = createAction<NavigationRequest>('ui/navigationRequested');

export const NAVIGATION_REFUSED_MESSAGE_ID = 'common.navigationRefused';

/**
 * Carries a navigation out: in the app the bridge opens the page (handled there, no router move);
 * outside it the router goes to the page's configured path with the params as query. A server URL
 * passes the allowlist first; a refused one shows a toast and goes nowhere. A path of this app (the
 * test page's links while a tape records) moves the router, never the bridge. Returns whether it went.
 */
export function* navigateTo(request: NavigationRequest) {
  const navigator = yield* getContext<Navigator>('navigator');
  const replace = request.replace ?? false;
  if ('url' in request) {
    const opened = yield* call([navigator, navigator.open], request.url, { replace });
    if (!opened) yield* put(toastRequested({ messageId: NAVIGATION_REFUSED_MESSAGE_ID }));
    return opened;
  }
  if ('path' in request) return yield* call([navigator, navigator.go], request.path, { replace });
  const params = request.params ?? {};
  const bridge = yield* getContext<Bridge>('bridge');
  const result = yield* call([bridge, bridge.openPage], request.page, { ...params });
  if (result.handledBy !== 'none') return result.ok;
  const paths = (yield* getContext<Record<PageKey, string> | undefined>('paths')) ?? defaultPaths;
  return yield* call([navigator, navigator.go], appendQuery(paths[request.page], params), {
    replace,
  });
}

/** A tapped page navigation: its control is busy until the host answers (in the app) or it went. */
function* onNavigationRequested(action: ReturnType<typeof navigationRequested>) {
  const request = action.payload;
  if ('page' in request) yield* call(whileHostAnswers, pageKey(request.page), navigateTo, request);
  else yield* call(navigateTo, request);
}

/** One navigation per burst of taps (takeLeading); a thrown one leaves the page as it is. */
export function* navigationSaga() {
  yield* takeLeading(navigationRequested.type, safely(onNavigationRequested, null));
}
