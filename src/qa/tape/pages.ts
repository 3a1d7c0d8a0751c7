import type { PageRef, Tape, TapeEntry } from './types';

/** One page load of a tape, as a tape of its own that replays from the page's start state. */
export interface TapePage extends PageRef {
  /** Index in the whole tape of the page's first entry. */
  start: number;
  tape: Tape;
}

/** The path of a route location (query dropped), or '/' when the tape has no route. */
function firstPath(entries: readonly TapeEntry[]): string {
  const route = entries.find((e) => e.kind === 'route');
  return route?.kind === 'route' ? route.location.split('?')[0] : '/';
}

/**
 * Cuts a tape at its page entries. The first page starts from the header's state (and action count,
 * when the tape was cut at a keyframe); every later one from the state its page entry recorded, with
 * no action dispatched yet. A tape without page entries is one page.
 */
export function splitPages(tape: Tape): TapePage[] {
  const { header, entries } = tape;
  const first = entries[0];
  const pages: TapePage[] = [];
  let start = 0;
  let page: PageRef =
    first?.kind === 'page'
      ? { index: first.index, path: first.path }
      : (header.page ?? { index: 0, path: firstPath(entries) });
  let initialState = header.initialState;
  let initialActions = header.initialActions ?? 0;
  for (let i = 1; i <= entries.length; i += 1) {
    const entry = entries[i];
    if (i < entries.length && entry.kind !== 'page') continue;
    const own = entries.slice(start, i);
    pages.push({
      ...page,
      start,
      tape: {
        header: {
          ...header,
          initialState,
          initialActions,
          firstSeq: own[0]?.seq ?? header.firstSeq,
          page: { ...page },
        },
        entries: own,
      },
    });
    if (entry?.kind !== 'page') break;
    start = i;
    page = { index: entry.index, path: entry.path };
    initialState = entry.state;
    initialActions = 0;
  }
  if (pages.length === 0) pages.push({ ...page, start: 0, tape: { header, entries: [] } });
  return pages;
}
