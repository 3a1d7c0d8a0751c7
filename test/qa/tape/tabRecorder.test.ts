/** @jest-environment node */
import { qaPlugin } from '../../../src/qa/qaPlugin';
import { setupStore } from '../../../src/app/features';
import { replayTape } from '../../../src/app/appReplay';
import { customerServiceActions } from '../../../src/features/customerService';
import {
  createRecorder,
  formatDivergence,
  splitPages,
  TAPE_PAGES_KEY,
  TAPE_STORAGE_FLAG,
  type Tape,
  type TapeEntry,
} from '../../../src/qa/tape';
import { toastRequested } from '../../../src/shell/uiSlice';
import { fakeContext, memoryStorage, ok } from '../../support/fakeContext';
import { settle } from '../../support/tapes';
import { customerServiceVisit, info, pageLoad } from './tabSupport';

const pagesOf = (tape: Tape) =>
  tape.entries.flatMap((e) => (e.kind === 'page' ? [`${e.index} ${e.path}`] : []));

async function expectReplays(tape: Tape, pages: number) {
  const report = await replayTape(tape);
  if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
  expect(report).toMatchObject({ ok: true, pages });
}

describe('QA tape recorder across full page loads of a tab', () => {
  it('a page load takes up the earlier pages: one tape, numbered on, a page entry at each load', async () => {
    const tab = memoryStorage();
    const first = await customerServiceVisit(tab);
    const startedAt = first.recorder.tape().header.startedAt;
    first.leave();
    expect(tab.get(TAPE_PAGES_KEY)).not.toBeNull();

    const second = await customerServiceVisit(tab, '/about-us');
    // Taken out: while a page lives its tape is in memory only.
    expect(tab.get(TAPE_PAGES_KEY)).toBeNull();
    const tape = second.recorder.tape();
    expect(pagesOf(tape)).toEqual(['0 /customer-service', '1 /about-us']);
    expect(tape.header).toMatchObject({ startedAt, page: { index: 0, path: '/customer-service' } });
    expect(tape.entries.map((e) => e.seq)).toEqual(tape.entries.map((_e, i) => i + 1));
    const times = tape.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The first page ends with its last state, which replay checks before the second starts.
    const boundary = tape.entries.findIndex((e) => e.kind === 'page' && e.index === 1);
    expect(tape.entries[boundary - 1]).toMatchObject({ kind: 'checkpoint', actions: 3 });
    expect(tape.entries[boundary]).toMatchObject({ state: { ui: expect.any(Object) } });
    // Call ids go on too, so each answer pairs with its own page's call.
    const calls = tape.entries.flatMap((e) => (e.kind === 'apiCall' ? [e.id] : []));
    expect(new Set(calls).size).toBe(calls.length);
    await expectReplays(tape, 2);
  });

  it('keeps one entry per line, taken up as kept; a kept tape in other layout is still taken up', async () => {
    const tab = memoryStorage();
    const first = await customerServiceVisit(tab);
    first.leave();
    const kept = tab.get(TAPE_PAGES_KEY) ?? '';
    const parsed: unknown = JSON.parse(kept);
    const entries = (parsed as { entries: TapeEntry[] }).entries;
    const firstTexts = entries.map((e) => JSON.stringify(e));
    const lines = kept.split('\n');
    // The head, each entry on its own line (with its comma), the close.
    expect(lines.length).toBe(firstTexts.length + 2);
    expect(lines.slice(1, -1).join('\n')).toBe(firstTexts.join(',\n'));
    const second = await customerServiceVisit(tab, '/about-us');
    const text = second.recorder.exportJson();
    for (const entry of firstTexts) expect(text).toContain(entry);
    await expectReplays(second.recorder.tape(), 2);

    // The same tape on one line (no per-line texts to take up): its entries are serialized again.
    const other = memoryStorage();
    const firstAgain = await customerServiceVisit(other);
    firstAgain.leave();
    other.set(TAPE_PAGES_KEY, JSON.stringify(JSON.parse(other.get(TAPE_PAGES_KEY) ?? '')));
    const third = await customerServiceVisit(other, '/about-us');
    expect(pagesOf(third.recorder.tape())).toEqual(['0 /customer-service', '1 /about-us']);
    await expectReplays(third.recorder.tape(), 2);
  });

  it('keeps nothing unredacted between page loads, and never hands out a stand-in twice', async () => {
    const tab = memoryStorage();
    const first = await customerServiceVisit(tab);
    first.store.dispatch(customerServiceActions.telephoneTapped({ telephone: '55 1234 5678' }));
    await settle();
    first.leave();
    const kept = tab.get(TAPE_PAGES_KEY) ?? '';
    expect(kept).toContain('"kind":"page"');
    expect(kept).not.toMatch(/5512345678|55 1234 5678|ana@correo\.mx|dev-1/);
    const before = /user(\d+)@example\.invalid/.exec(kept)?.[1];
    expect(before).toBeDefined();

    const second = pageLoad(tab, '/customer-service');
    second.context.api.post.mockResolvedValue(ok({ ...info, email: 'otro@correo.mx' }));
    second.store.dispatch(customerServiceActions.pageOpened());
    await settle();
    const text = second.recorder.exportJson();
    expect(text).not.toContain('otro@correo.mx');
    const emails = new Set(text.match(/user\d+@example\.invalid/g));
    // The first page's stand-in, and a later one for the other address: never the same twice.
    expect(emails).toContain(`user${before}@example.invalid`);
    expect(emails.size).toBe(2);
    expect(Math.max(...[...emails].map((e) => Number(/\d+/.exec(e)?.[0])))).toBeGreaterThan(
      Number(before),
    );
  });

  it('a recording started from the query turns the tab switch on, so the next loads record', () => {
    const tab = memoryStorage();
    pageLoad(tab, '/customer-service');
    expect(tab.get(TAPE_STORAGE_FLAG)).toBe('1');
  });

  it('once the switch is off, leaving drops the kept tape and keeps nothing', async () => {
    const tab = memoryStorage();
    (await customerServiceVisit(tab)).leave();
    const second = await customerServiceVisit(tab);
    tab.remove(TAPE_STORAGE_FLAG);
    tab.set(TAPE_PAGES_KEY, 'stale');
    second.leave();
    expect(tab.get(TAPE_PAGES_KEY)).toBeNull();
    // The page on screen still has its tape until it goes.
    expect(pagesOf(second.recorder.tape())).toEqual(['0 /customer-service', '1 /customer-service']);
  });

  it.each([
    ['unreadable', 'not json'],
    ['of another build', JSON.stringify({ carry: { build: 'b0', seq: 1, ids: 0, pages: 1 } })],
    ['with a broken entry', '{"carry":{},"header":{},"entries":[{"kind":1}]}'],
  ])('a kept tape %s is dropped and a new tape starts', async (_what, kept) => {
    const tab = memoryStorage();
    tab.set(TAPE_PAGES_KEY, kept);
    const page = await customerServiceVisit(tab);
    expect(tab.get(TAPE_PAGES_KEY)).toBeNull();
    const tape = page.recorder.tape();
    expect(pagesOf(tape)).toEqual(['0 /customer-service']);
    expect(tape.entries[0].seq).toBe(1);
    await expectReplays(tape, 1);
  });

  it('over its byte cap drops the oldest entries up to a keyframe, and what remains replays', async () => {
    const tab = memoryStorage();
    const options = { maxBytes: 6_000, checkpointEvery: 4, keyframeEvery: 2 };
    let page = pageLoad(tab, '/customer-service', options);
    for (let load = 0; load < 4; load += 1) {
      for (let i = 0; i < 12; i += 1) page.store.dispatch(toastRequested({ text: `aviso ${i}` }));
      page.store.dispatch(customerServiceActions.pageOpened());
      await settle();
      page.leave();
      page = pageLoad(tab, `/page-${load + 1}`, options);
    }
    page.store.dispatch(toastRequested({ text: 'último' }));
    expect(page.recorder.bytes()).toBeLessThanOrEqual(6_000);
    const tape = page.recorder.tape();
    expect(tape.header.truncated).toBe(true);
    expect(tape.header.firstSeq).toBeGreaterThan(1);
    const first = tape.entries[0] as TapeEntry & { state?: unknown };
    expect(first.kind === 'page' || (first.kind === 'checkpoint' && first.state)).toBeTruthy();
    expect(pagesOf(tape)).toContain('4 /page-4');
    expect(pagesOf(tape)).not.toContain('0 /customer-service');
    expect(tape.header.page?.index).toBeGreaterThan(0);
    await expectReplays(tape, splitPages(tape).length);
  });

  it('without a page to continue (Node, tab: false) a tape has no page entries, as before', async () => {
    const recorder = createRecorder({ build: 'b1', locale: 'es', brand: 'C', userAgent: 'j' });
    const store = setupStore(undefined, {
      context: fakeContext(),
      plugins: [qaPlugin(recorder)],
    });
    store.dispatch(toastRequested({ text: 'hola' }));
    const tape = recorder.tape();
    expect(tape.entries.some((e) => e.kind === 'page')).toBe(false);
    expect(tape.header.page).toBeUndefined();
    expect(recorder.persist).not.toThrow();
    await expectReplays(tape, 1);
  });
});
