import { splitPages } from './pages';
import { createPageReplayer } from './replay';
import type {
  Divergence,
  PageReplayer,
  Replayer,
  ReplayOptions,
  ReplayReport,
  ReplayStoreFactory,
} from './replayTypes';
import type { PageRef, Tape, TapeEntry } from './types';

/**
 * Replays a tape page load by page load (pages.ts): each page on a new store built from its own start
 * state, as the browser built one at each load. A page must end as recorded (nothing replay made that
 * the recording lacks) before the next one starts; a divergence names the page it happened on.
 */
export function createReplayer(
  tape: Tape,
  factory: ReplayStoreFactory,
  options: ReplayOptions = {},
): Replayer {
  const pages = splitPages(tape);
  const refs: PageRef[] = pages.map(({ index, path }) => ({ index, path }));
  let current = 0;
  let replayer: PageReplayer = createPageReplayer(pages[0].tape, factory, options);
  /** Totals of the pages already over. */
  let actions = 0;
  let sagaActions = 0;
  let diverged: Divergence | null = null;

  /** The page replayer's divergence, placed in the whole tape and on its page. */
  function place(d: Divergence): Divergence {
    const page = pages[current];
    const local = Math.min(d.index, Math.max(0, page.tape.entries.length - 1));
    const where = { ...refs[current], position: current + 1, of: pages.length };
    return { ...d, index: page.start + local, page: where };
  }

  const isLast = () => current >= pages.length - 1;
  const pageOver = () => diverged !== null || (replayer.done() && isLast());

  /** The current page is played to its end: check it ended as recorded, then start the next. */
  async function nextPage(): Promise<boolean> {
    const ended = await replayer.endPage();
    const d = replayer.divergence();
    if (!ended || d) {
      diverged = d ? place(d) : null;
      return false;
    }
    const done = replayer.report();
    actions += done.actions;
    sagaActions += done.sagaActions;
    replayer.stop();
    current += 1;
    replayer = createPageReplayer(pages[current].tape, factory, options);
    options.onPage?.(refs[current], replayer.store);
    return true;
  }

  function noteDivergence() {
    const d = replayer.divergence();
    if (d && !diverged) diverged = place(d);
  }

  const position = () => pages[current].start + replayer.position();

  const report = (): ReplayReport => {
    const page = replayer.report();
    return {
      ok: diverged === null && isLast() && page.ok,
      entries: position(),
      actions: actions + page.actions,
      sagaActions: sagaActions + page.sagaActions,
      pages: current + 1,
      divergence: diverged,
    };
  };

  return {
    get store() {
      return replayer.store;
    },
    position,
    done: pageOver,
    divergence: () => diverged,
    page: () => refs[current],
    pages: () => refs,
    async step(): Promise<TapeEntry | null> {
      if (pageOver()) return null;
      if (replayer.done() && !(await nextPage())) return null;
      const entry = await replayer.step();
      noteDivergence();
      return entry;
    },
    async run() {
      for (;;) {
        await replayer.run();
        noteDivergence();
        if (pageOver() || !(await nextPage())) break;
      }
      return report();
    },
    report,
    stop: () => replayer.stop(),
  };
}
