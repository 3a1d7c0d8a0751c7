import { createBridge } from '../../../src/platform/bridge/bridge';
import { BRIDGE_EVENTS } from '../../../src/platform/bridge/events';
import { MAX_JSON_CHARS, eventPayload, jsonData } from '../../../src/platform/bridge/json';
import { pageEndpoint, type PageApi } from '../../../src/platform/bridge/pageApi';
import { fakeWin, pageApiOf, v1Setup } from './fakeHost';

function endpointOn(win = fakeWin()) {
  const debug = jest.fn();
  const endpoint = pageEndpoint(win as unknown as Window, 'CuotaWeb', debug);
  const seen: [string, unknown][] = [];
  endpoint.events.subscribe((event, payload) => seen.push([event, payload]));
  return { win, endpoint, debug, seen, api: pageApiOf(win) };
}

const garbage: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['0', 0],
  ['NaN', NaN],
  ['empty text', ''],
  ['100 000 characters', 'x'.repeat(100_000)],
  ['{}', {}],
  ['[]', []],
  ['a function', () => 1],
  ['a symbol', Symbol('s')],
  ['a bigint', 10n],
  [
    'a throwing proxy',
    new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    ),
  ],
];

describe('window.CuotaWeb: installed once', () => {
  it('puts a frozen { receive, ready, emit } on the window', () => {
    const win = fakeWin();
    v1Setup(win);
    const api = pageApiOf(win);
    expect(Object.keys(api).sort()).toEqual(['emit', 'ready', 'receive']);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('a second bridge on the same window shares the endpoint and its calls', () => {
    const win = fakeWin();
    createBridge({ win: win as unknown as Window, debug: jest.fn() });
    const first = pageApiOf(win);
    createBridge({ win: win as unknown as Window, debug: jest.fn() });
    expect(pageApiOf(win)).toBe(first);
    expect(pageEndpoint(win as unknown as Window)).toBe(pageEndpoint(win as unknown as Window));
  });

  it('uses the configured namespace', () => {
    const win = fakeWin();
    v1Setup(win, { namespace: 'OtherWeb' });
    expect(typeof pageApiOf(win, 'OtherWeb').receive).toBe('function');
    expect(win.CuotaWeb).toBeUndefined();
  });

  it('survives a window that refuses the namespace', () => {
    const win = fakeWin();
    Object.defineProperty(win, 'CuotaWeb', { value: 1, configurable: false });
    const debug = jest.fn();
    expect(() => pageEndpoint(win as unknown as Window, 'CuotaWeb', debug)).not.toThrow();
    expect(debug).toHaveBeenCalledWith('bridge namespace not installed');
  });
});

describe('garbage from the host never throws', () => {
  it.each(garbage)('receive(%s, %s)', (_label, value) => {
    const { api, debug } = endpointOn();
    expect(() => api.receive(value, value)).not.toThrow();
    expect(() => api.receive('unknown-id', value)).not.toThrow();
    expect(debug).toHaveBeenCalledWith('bridge answer ignored');
  });

  it.each(garbage)('emit(%s, %s)', (_label, value) => {
    const { api, seen } = endpointOn();
    expect(() => api.emit(value, value)).not.toThrow();
    expect(seen).toEqual([]);
  });

  it.each(garbage)('emit("resume", %s) delivers resume', (_label, value) => {
    const { api, seen } = endpointOn();
    expect(() => api.emit('resume', value)).not.toThrow();
    expect(seen).toHaveLength(1);
    expect(seen[0][0]).toBe('resume');
  });

  it('ready() with extra arguments, twice', () => {
    const { api } = endpointOn();
    expect(() => (api.ready as (...a: unknown[]) => void)(1, {}, 'x')).not.toThrow();
    expect(() => api.ready()).not.toThrow();
  });

  it('methods work detached from the object (the host may call them any way)', () => {
    const { api, seen } = endpointOn();
    const { emit } = api;
    emit('back');
    expect(seen).toEqual([['back', null]]);
  });
});

describe('emit', () => {
  it.each(BRIDGE_EVENTS.map((e) => [e]))('delivers %s to every subscriber', (event) => {
    const { api, endpoint, seen } = endpointOn();
    const other = jest.fn();
    const unsubscribe = endpoint.events.subscribe(other);
    api.emit(event, { a: 1 });
    expect(seen).toEqual([[event, { a: 1 }]]);
    expect(other).toHaveBeenCalledWith(event, { a: 1 });
    unsubscribe();
    api.emit(event);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown names and logs only a printable, short name', () => {
    const { api, debug, seen } = endpointOn();
    api.emit('reboot', { secret: 'x' });
    api.emit('<img src=x onerror=1>'.repeat(5));
    api.emit(42);
    expect(seen).toEqual([]);
    const lines = debug.mock.calls.map(([line]) => String(line));
    expect(lines[0]).toBe('bridge event ignored: reboot');
    expect(lines[1].replace('bridge event ignored: ', '')).toMatch(/^[\w.?-]+$/);
    expect(lines[1].length).toBeLessThan(80);
    expect(lines[2]).toBe('bridge event ignored: (number)');
    expect(lines.join('\n')).not.toContain('secret');
  });

  it('a subscriber that throws does not stop the others', () => {
    const { api, endpoint, seen } = endpointOn();
    endpoint.events.subscribe(() => {
      throw new Error('bad');
    });
    const after = jest.fn();
    endpoint.events.subscribe(after);
    api.emit('resume');
    expect(seen).toHaveLength(1);
    expect(after).toHaveBeenCalledTimes(1);
  });
});

describe('the payload rule', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['en', 'en'],
    ['123', '123'],
    [' {"locale":"en"}', { locale: 'en' }],
    ['[1,2]', [1, 2]],
    ['{bad json', null],
    [{ locale: 'en', extra: undefined }, { locale: 'en' }],
    [
      [1, 'a', true, null],
      [1, 'a', true, null],
    ],
    [3.5, 3.5],
    [false, false],
    [NaN, null],
    [{ when: new Date(0) }, { when: '1970-01-01T00:00:00.000Z' }],
    [{ f: () => 1, g: 1 }, { g: 1 }],
    [{ deep: { deeper: { n: Infinity } } }, { deep: { deeper: { n: null } } }],
    [() => 1, null],
  ])('emit(event, %p) delivers %p', (payload, expected) => {
    const { api, seen } = endpointOn();
    api.emit('languageChanged', payload);
    expect(seen).toEqual([['languageChanged', expected]]);
  });

  it('a cyclic or oversized payload is taken as null', () => {
    const { api, seen } = endpointOn();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    api.emit('back', cyclic);
    api.emit('back', { text: 'x'.repeat(MAX_JSON_CHARS) });
    expect(seen).toEqual([
      ['back', null],
      ['back', null],
    ]);
  });

  it('delivers a copy: the host cannot change it afterwards', () => {
    const { api, seen } = endpointOn();
    const payload = { locale: 'en' };
    api.emit('languageChanged', payload);
    payload.locale = 'zh-CN';
    expect(seen[0][1]).toEqual({ locale: 'en' });
  });

  it('jsonData and eventPayload never throw', () => {
    for (const [, value] of garbage) {
      expect(() => jsonData(value)).not.toThrow();
      expect(() => eventPayload(value)).not.toThrow();
    }
  });
});

describe('ready', () => {
  it('calls each ready listener, every time', () => {
    const { api, endpoint } = endpointOn();
    const listener = jest.fn();
    const off = endpoint.onReady(listener);
    (api as PageApi).ready();
    api.ready();
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    api.ready();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
