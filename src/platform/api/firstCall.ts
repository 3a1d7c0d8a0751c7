import type { EndpointKey } from './endpoints';
import type { Params } from './types';

/**
 * A page's first data call as the early script starts it (src/entries/appEarly.ts): the endpoint and the
 * body the page's saga posts when the page opens with that query. Every one is a form-encoded POST with
 * the 'app' header profile.
 */
export interface FirstRequest {
  endpoint: EndpointKey;
  params?: Params;
}

/**
 * A route's first call (the route table's `first` column, src/app/routeTable.ts), exported by the
 * feature beside the body builder its api call uses (its *Params.ts), so the two cannot differ. Null
 * when the query lacks the ids the page needs (the page then does what it does without one).
 */
export type FirstCall = (query: URLSearchParams) => FirstRequest | null;

/** A query value as the pages read it: `params.get(name) ?? ''`. */
export const readQuery = (query: URLSearchParams, name: string): string => query.get(name) ?? '';
