import {
  describeEntry,
  downloadText,
  firstRoute,
  MAX_GAP_MS,
  pacingDelay,
  parseTape,
  readText,
  tapeFileName,
  withoutTapeFlag,
} from '../../../src/qa/devtools/components/tapeTools';
import type { Tape, TapeEntry } from '../../../src/qa/tape';

const header = {
  format: 1,
  build: 'test',
  locale: 'es-MX',
  brand: 'Cuota',
  startedAt: 0,
  userAgent: 'jest',
  initialState: null,
  initialActions: 0,
  checkpointEvery: 50,
  truncated: false,
  firstSeq: 1,
};

const at = (...times: number[]): TapeEntry[] =>
  times.map((t, i) => ({ seq: i + 1, at: t, kind: 'route', location: `/p${i}` }));

describe('parseTape', () => {
  it('accepts a format-1 tape', () => {
    const text = JSON.stringify({ header, entries: at(0, 5) });
    const parsed = parseTape(text);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.tape.entries).toHaveLength(2);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['{"header":', 'json'],
    ['not json', 'json'],
    ['[]', 'format'],
    ['null', 'format'],
    ['{"entries":[]}', 'format'],
    [JSON.stringify({ header: { ...header, format: 2 }, entries: [] }), 'format'],
    [JSON.stringify({ header: { ...header, format: '1' }, entries: [] }), 'format'],
    [JSON.stringify({ header, entries: {} }), 'format'],
    [JSON.stringify({ header, entries: [1, 2] }), 'format'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseTape(text)).toEqual({ ok: false, reason });
  });
});

describe('pacingDelay', () => {
  const entries = at(0, 100, 100, 5100, 5300);

  it.each([
    [0, 1, 0],
    [1, 1, 100],
    [1, 0.5, 200],
    [1, 2, 50],
    [1, 4, 25],
    [2, 1, 0],
    [3, 1, MAX_GAP_MS],
    [3, 4, 1250],
    [3, 0.5, MAX_GAP_MS],
    [4, 2, 100],
    [5, 1, 0],
  ])('entry %i at %sx waits %i ms', (index, speed, ms) => {
    expect(pacingDelay(entries, index, speed)).toBe(ms);
  });

  it('never waits for a clock that went backwards', () => {
    expect(pacingDelay(at(50, 10), 1, 1)).toBe(0);
  });
});

describe('small helpers', () => {
  it('firstRoute is the first route entry, else /', () => {
    const tape = { header, entries: at(0, 1) } as unknown as Tape;
    expect(firstRoute(tape)).toBe('/p0');
    expect(firstRoute({ header, entries: [] } as unknown as Tape)).toBe('/');
  });

  it('describes entries briefly', () => {
    expect(
      describeEntry({
        seq: 1,
        at: 0,
        kind: 'action',
        origin: 'saga',
        action: { type: 'customerService/loadSucceeded' },
      }),
    ).toBe('saga customerService/loadSucceeded');
    expect(
      describeEntry({
        seq: 2,
        at: 0,
        kind: 'apiCall',
        id: 1,
        method: 'post',
        endpoint: 'getWhatsapp',
        args: [],
      }),
    ).toBe('api getWhatsapp');
    expect(describeEntry({ seq: 3, at: 0, kind: 'timerSet', id: 2, ms: 3000 })).toBe(
      'timer 3000 ms',
    );
    expect(
      describeEntry({
        seq: 4,
        at: 0,
        kind: 'checkpoint',
        actions: 9,
        slices: [],
        hash: 'x',
        final: true,
      }),
    ).toBe('final state');
  });

  it('names a download after the time', () => {
    expect(tapeFileName(new Date(Date.UTC(2026, 10, 21, 20, 15, 3, 450)))).toBe(
      'cuota-tape-2026-11-21T20-15-03.json',
    );
  });

  it('drops only the qaTape flag from the address', () => {
    expect(withoutTapeFlag('http://localhost/testPreview?deviceId=d&qaTape=1&orderId=7#x')).toBe(
      'http://localhost/testPreview?deviceId=d&orderId=7#x',
    );
    expect(withoutTapeFlag('http://localhost/testPreview')).toBe('http://localhost/testPreview');
  });

  it('downloads through a Blob URL and a temporary <a download>', async () => {
    jest.useFakeTimers();
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:tape';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        attached: document.body.contains(this),
      });
    });
    downloadText('{"a":1}', 'cuota-tape-x.json');
    expect(clicked).toEqual([{ href: 'blob:tape', download: 'cuota-tape-x.json', attached: true }]);
    expect(await readText(created[0])).toBe('{"a":1}');
    expect(created[0].type).toBe('application/json');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:tape');
    click.mockRestore();
    jest.useRealTimers();
  });
});
