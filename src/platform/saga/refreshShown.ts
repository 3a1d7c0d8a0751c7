import type { UnknownAction } from '@reduxjs/toolkit';
import { call, getContext, put, select } from 'typed-redux-saga';
import type { ApiClient, ApiResult } from '../api/types';

/** A page whose data may load again while it shows (the app's resume, the end of its bank flow). */
export interface RefreshShown<State, Page extends { status: string }, Data> {
  /** The page's state. */
  page: (state: State) => Page;
  /** Whether a refresh may start, and whether its answer may still be taken (shown, nothing under way). */
  canRefresh: (page: Page) => boolean;
  /** Whether the page is still the one the refresh was for (the same query). */
  samePage: (before: Page, now: Page) => boolean;
  /** The request. */
  load: (api: ApiClient, page: Page) => Promise<ApiResult<Data>>;
  /** A failed page loads again as its Retry does. */
  retry: () => UnknownAction;
  /** The answer, taken as the page's load. */
  loaded: (data: Data) => UnknownAction;
}

/**
 * Loads a shown page's data again in the background: a failed page loads again as its Retry does; a page
 * that is not open, loading or busy (`canRefresh`) is left alone; a failed refresh keeps what is shown, and
 * an answer that comes back after the page changed or something started is dropped.
 */
export function* refreshShown<State, Page extends { status: string }, Data>(
  options: RefreshShown<State, Page, Data>,
) {
  const page = yield* select(options.page);
  if (page.status === 'failed') {
    yield* put(options.retry());
    return;
  }
  if (!options.canRefresh(page)) return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(options.load, api, page);
  const now = yield* select(options.page);
  if (!result.success || !result.data || !options.samePage(page, now)) return;
  if (!options.canRefresh(now)) return;
  yield* put(options.loaded(result.data));
}
