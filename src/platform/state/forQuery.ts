/**
 * The one rule against another order's data on screen (docs/request-path.md, "Another order's data"): a
 * slice that loads per order (or per complaint, per product) keeps the query its state belongs to, and
 * its page reads that state only through selectors keyed by the page's own query. While the slice still
 * holds another query's state (the page's first render, before its own `pageOpened` is reduced; a previous
 * visit; a page whose query just changed) the page sees its pending state, never the other one's data.
 * `pageOpened` is a fresh start for the new query; leaving a page (`pageLeft`) ends its flows, and may
 * drop what must not stay in memory, but is not what keeps another order's data off screen.
 */

/** Whether the slice's kept query is the page's: each field the page's query names is equal. */
export function isQueryOf<Q extends object>(kept: Q | null | undefined, page: Q): boolean {
  if (!kept) return false;
  return (Object.keys(page) as (keyof Q)[]).every((key) => kept[key] === page[key]);
}

/**
 * A selector factory keyed by the page's query: `(query) => (root) => state`, the slice's state when its
 * kept query (`queryOf`) is the page's, else `pending` (one constant, so the selector's result is stable:
 * what the page shows before its own load started, e.g. its initial state, loading).
 */
export function keyedByQuery<Root, S, Q extends object>(
  select: (root: Root) => S,
  queryOf: (state: S) => Q | null,
  pending: S,
) {
  return (page: Q) =>
    (root: Root): S => {
      const state = select(root);
      return isQueryOf(queryOf(state), page) ? state : pending;
    };
}
