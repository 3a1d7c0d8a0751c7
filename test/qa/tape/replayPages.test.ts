/** @jest-environment node */
import { replayStoreFactory, replayTape } from '../../../src/app/appReplay';
import type { RootState } from '../../../src/app/features';
import {
  createReplayer,
  formatDivergence,
  splitPages,
  type PageRef,
  type ReplayStore,
  type Tape,
  type TapeEntry,
} from '../../../src/qa/tape';
import { memoryStorage } from '../../support/fakeContext';
import { customerServiceVisit } from './tabSupport';

/** Two page loads of the tab: customer service, then customer service again on /about-us's path. */
async function twoPages(): Promise<Tape> {
  const tab = memoryStorage();
  (await customerServiceVisit(tab)).leave();
  const second = await customerServiceVisit(tab, '/about-us');
  return second.recorder.tape();
}

const header = {
  format: 1 as const,
  build: 't',
  locale: 'es-MX',
  brand: 'Cuota',
  startedAt: 0,
  userAgent: 'jest',
  initialState: { ui: { n: 0 } },
  initialActions: 0,
  checkpointEvery: 50,
  truncated: false,
  firstSeq: 1,
};
const entry = (seq: number, rest: Record<string, unknown>) =>
  ({ seq, at: seq, ...rest }) as TapeEntry;

describe('splitPages', () => {
  it('a tape without page entries is one page, at the path of its first route', () => {
    const entries = [
      entry(1, { kind: 'action', origin: 'user', action: { type: 'a' } }),
      entry(2, { kind: 'route', location: '/loan/details?orderId=1' }),
    ];
    const [page, ...more] = splitPages({ header, entries });
    expect(more).toEqual([]);
    expect(page).toMatchObject({ index: 0, path: '/loan/details', start: 0 });
    expect(page.tape.entries).toEqual(entries);
    expect(page.tape.header.initialState).toEqual(header.initialState);
  });

  it('cuts at each page entry; later pages start from their own state with no action yet', () => {
    const entries = [
      entry(1, { kind: 'checkpoint', actions: 7, slices: ['ui'], hash: '0'.repeat(16), state: {} }),
      entry(2, { kind: 'action', origin: 'user', action: { type: 'a' } }),
      entry(3, { kind: 'page', index: 4, path: '/repayment', state: { ui: { n: 4 } } }),
      entry(4, { kind: 'action', origin: 'user', action: { type: 'b' } }),
      entry(5, { kind: 'page', index: 5, path: '/loan/details', state: { ui: { n: 5 } } }),
    ];
    // A tape cut inside page 3 at a keyframe: the header names that page and its action count.
    const cut = {
      ...header,
      truncated: true,
      initialActions: 7,
      page: { index: 3, path: '/repayment/choose' },
    };
    const pages = splitPages({ header: cut, entries });
    expect(pages.map(({ index, path, start }) => [index, path, start])).toEqual([
      [3, '/repayment/choose', 0],
      [4, '/repayment', 2],
      [5, '/loan/details', 4],
    ]);
    expect(pages.map((p) => p.tape.header.initialActions)).toEqual([7, 0, 0]);
    expect(pages.map((p) => p.tape.header.initialState)).toEqual([
      header.initialState,
      { ui: { n: 4 } },
      { ui: { n: 5 } },
    ]);
    expect(pages.map((p) => p.tape.header.firstSeq)).toEqual([1, 3, 5]);
    expect(pages.map((p) => p.tape.entries.length)).toEqual([2, 2, 1]);
  });
});

describe('replay page by page', () => {
  let tape: Tape;
  beforeAll(async () => {
    tape = await twoPages();
  });

  it('builds a new store from each page state, and says so', async () => {
    const seen: [PageRef, ReplayStore][] = [];
    const replayer = createReplayer(tape, replayStoreFactory(), {
      onPage: (page, store) => seen.push([page, store]),
    });
    const first = replayer.store;
    expect(replayer.pages()).toEqual([
      { index: 0, path: '/customer-service' },
      { index: 1, path: '/about-us' },
    ]);
    const report = await replayer.run();
    if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
    expect(report).toMatchObject({ ok: true, pages: 2, entries: tape.entries.length });
    expect(seen.map(([page]) => page)).toEqual([{ index: 1, path: '/about-us' }]);
    expect(seen[0][1]).toBe(replayer.store);
    expect(replayer.store).not.toBe(first);
    expect(replayer.page()).toEqual({ index: 1, path: '/about-us' });
    // The second page's store started over: one toast on it, not the first page's too.
    expect((replayer.store.getState() as RootState).ui.nextToastId).toBe(2);
    replayer.stop();
  });

  it('steps across the boundary: the page entry is the first step of the next page', async () => {
    const replayer = createReplayer(tape, replayStoreFactory());
    const boundary = splitPages(tape)[1].start;
    while (replayer.position() < boundary) await replayer.step();
    expect(replayer.page().index).toBe(0);
    const next = await replayer.step();
    expect(next).toMatchObject({ kind: 'page', index: 1 });
    expect(replayer.page().index).toBe(1);
    expect(replayer.position()).toBe(boundary + 1);
    while (!replayer.done()) await replayer.step();
    expect(replayer.report().ok).toBe(true);
    replayer.stop();
  });

  it('names the page of a divergence and its place in the whole tape', async () => {
    const edited = structuredClone(tape);
    const second = splitPages(edited)[1];
    const call = edited.entries.findIndex((e, i) => i > second.start && e.kind === 'apiCall');
    const found = edited.entries[call];
    if (found.kind !== 'apiCall') throw new Error('no api call on the second page');
    found.endpoint = 'contractDetail';
    const report = await replayTape(edited);
    expect(report.divergence).toMatchObject({
      index: call,
      seq: found.seq,
      message: 'api call differs',
      page: { index: 1, path: '/about-us', position: 2, of: 2 },
    });
    expect(report.pages).toBe(2);
    expect(formatDivergence(report.divergence!, edited)).toContain('page load 2 of 2: /about-us');
  });

  it('a page must end as recorded: what replay made after its last entry is a divergence', async () => {
    const edited = structuredClone(tape);
    const first = splitPages(edited)[0];
    const own = edited.entries.slice(0, splitPages(edited)[1].start);
    const last = own.map((e) => e.kind === 'action' && e.origin === 'saga').lastIndexOf(true);
    // The recording lost the page's last saga action (the page had gone): replay still makes it.
    edited.entries.splice(first.start + last, 1);
    const report = await replayTape(edited);
    expect(report.divergence).toMatchObject({
      message: 'the sagas dispatched an action the recording does not have',
      page: { index: 0, path: '/customer-service' },
    });
    expect(report.divergence?.got).toContain('customerService/loadSucceeded');
  });
});
