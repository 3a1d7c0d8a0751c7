import {
  describeSession,
  parseSession,
  readSession,
  SESSION_KEYS,
  SESSION_STORAGE_KEY,
  storedSession,
} from '../../../src/platform/session/session';
import {
  LOGIN_MARK_MS,
  LOGIN_STORAGE_KEY,
  loginMark,
  loginMarkStands,
  takeSession,
} from '../../../src/platform/session/take';
import { createMemoryStorage } from '../../../src/platform/storage/storage';
import type { KeyValueStorage } from '../../../src/platform/storage/types';

interface FakePage {
  win: Window;
  /** The addresses history.replaceState was given. */
  replaced: string[];
  state: unknown;
}

/** A page load at `url`: its location, its history (the router's state kept) and, unless told, web storage. */
function pageAt(
  url: string,
  { webStorage = 'present' }: { webStorage?: 'present' | 'throws' } = {},
) {
  const address = new URL(url, 'https://cuota.test');
  const page: FakePage = { win: {} as Window, replaced: [], state: { idx: 0, key: 'k' } };
  const win = {
    location: { pathname: address.pathname, search: address.search, hash: address.hash },
    history: {
      state: page.state,
      replaceState: jest.fn((state: unknown, _title: string, to: string) => {
        page.replaced.push(to);
        expect(state).toBe(page.state);
      }),
    },
  };
  Object.defineProperty(win, 'sessionStorage', {
    get() {
      if (webStorage === 'throws') throw new DOMException('blocked', 'SecurityError');
      return {};
    },
  });
  page.win = win as unknown as Window;
  return page;
}

const stored = (storage: KeyValueStorage) => JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? 'null');

const A = { deviceId: 'd1', userId: '1001', sessionId: 'session-a', clientType: 'android' };

/** A tab that holds session A (its first load, with A in the link). */
function tabWithA() {
  const storage = createMemoryStorage();
  takeSession(pageAt(`/loan/details?${new URLSearchParams(A)}`).win, storage);
  return storage;
}

describe('takeSession: the first load of a tab', () => {
  it('takes only the session keys, stores them, and removes them from the address', () => {
    const storage = createMemoryStorage();
    const page = pageAt(
      '/bank-card/bind?productId=1&deviceId=d1&userId=u1&sessionId=s1&orderId=9&clientType=android&foo=bar#top',
    );
    const take = takeSession(page.win, storage);
    expect(take).toEqual({
      session: { deviceId: 'd1', userId: 'u1', sessionId: 's1', clientType: 'android' },
    });
    expect(stored(storage)).toEqual(take.session);
    // The route, its other params (in their order) and the hash stay.
    expect(page.replaced).toEqual(['/bank-card/bind?productId=1&orderId=9&foo=bar#top']);
  });

  it('reads every declared key, including gps_adid, languageType and lang, and decodes them', () => {
    const query = SESSION_KEYS.map((k, i) => `${k}=v${i}`).join('&');
    const page = pageAt(`/settings?${query}`);
    const { session } = takeSession(page.win, createMemoryStorage());
    expect(Object.keys(session)).toEqual([...SESSION_KEYS]);
    expect(session.gps_adid).toBe('v9');
    expect(page.replaced).toEqual(['/settings']);
    const named = takeSession(
      pageAt('/?deviceName=Pixel%207%20Pro&osVersion=14+beta').win,
      createMemoryStorage(),
    );
    expect(named.session).toEqual({ deviceName: 'Pixel 7 Pro', osVersion: '14 beta' });
  });

  it('leaves an address without session keys alone, and reads the stored session', () => {
    const storage = tabWithA();
    const page = pageAt('/repayment?orderId=9&productId=3');
    expect(takeSession(page.win, storage)).toEqual({ session: A });
    expect(page.replaced).toEqual([]);
    expect(takeSession(pageAt('/customer-service').win, storage)).toEqual({ session: A });
  });

  it('returns an empty session with nothing in the address or stored', () => {
    const storage = createMemoryStorage();
    expect(takeSession(pageAt('/?foo=1').win, storage)).toEqual({ session: {} });
    expect(storedSession(storage)).toEqual({});
  });
});

describe('takeSession: a later link in a tab that holds a session', () => {
  it('the same session (a reload with the params, another lang) is silent and updates its keys', () => {
    const storage = tabWithA();
    const page = pageAt(`/loan/details?orderId=1&${new URLSearchParams(A)}&lang=en`);
    const take = takeSession(page.win, storage);
    expect(take).toEqual({ session: { ...A, lang: 'en' } });
    expect(take.link).toBeUndefined();
    expect(stored(storage)).toEqual({ ...A, lang: 'en' });
    expect(page.replaced).toEqual(['/loan/details?orderId=1']);
  });

  it('keys without sessionId or userId (a language link) update the session in use', () => {
    const storage = tabWithA();
    expect(takeSession(pageAt('/settings?lang=zh-CN&appVersion=3.1').win, storage)).toEqual({
      session: { ...A, lang: 'zh-CN', appVersion: '3.1' },
    });
  });

  it.each([
    ['another sessionId and userId', 'sessionId=ATTACKER&userId=6666'],
    ['another userId only', 'userId=6666'],
    ['another sessionId only', 'sessionId=ATTACKER&userId=1001'],
    ['a userId added to a session without one', 'sessionId=session-a&userId=1001&deviceId=x'],
  ])('%s: held as the link, the stored session stays in use', (_name, query) => {
    const storage = createMemoryStorage();
    takeSession(pageAt('/?sessionId=session-a&deviceId=d1').win, storage);
    const before = storage.get(SESSION_STORAGE_KEY);
    const page = pageAt(`/bank-card/bind?${query}&productId=1`);
    const take = takeSession(page.win, storage);
    expect(take.link).toEqual(Object.fromEntries(new URLSearchParams(query)));
    expect(take.session).toEqual({ sessionId: 'session-a', deviceId: 'd1' });
    expect(storage.get(SESSION_STORAGE_KEY)).toBe(before);
    // The address loses the link's session all the same: a reload asks nothing again.
    expect(page.replaced).toEqual(['/bank-card/bind?productId=1']);
  });

  it('after the page sent goLogin, the next load takes the new session once', () => {
    const storage = tabWithA();
    storage.set(LOGIN_STORAGE_KEY, loginMark(Date.now()));
    const B = { userId: '2002', sessionId: 'session-b', deviceId: 'd2' };
    const take = takeSession(
      pageAt(`/loan/details?orderId=1&${new URLSearchParams(B)}`).win,
      storage,
    );
    // The new session's keys over the stored ones (the app passes every key it has).
    expect(take).toEqual({ session: { ...A, ...B } });
    expect(stored(storage)).toEqual({ ...A, ...B });
    expect(storage.get(LOGIN_STORAGE_KEY)).toBeNull();
    // Once: a further link with another session is held again.
    expect(takeSession(pageAt('/?userId=6666&sessionId=x').win, storage).link).toEqual({
      userId: '6666',
      sessionId: 'x',
    });
  });

  it.each([
    ['older than LOGIN_MARK_MS', loginMark(Date.now() - LOGIN_MARK_MS)],
    ['set in the future', loginMark(Date.now() + 60_000)],
    ['unreadable', '1e3.5'],
    ['in decimal', String(Date.now())],
    ['an old form', 'yes'],
  ])('a goLogin mark %s lets no link in: the link is held', (_name, mark) => {
    const storage = tabWithA();
    storage.set(LOGIN_STORAGE_KEY, mark);
    const take = takeSession(pageAt('/bank-card/bind?sessionId=ATTACKER&userId=6666').win, storage);
    expect(take.link).toEqual({ sessionId: 'ATTACKER', userId: '6666' });
    expect(stored(storage)).toEqual(A);
    expect(storage.get(LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('a goLogin mark stands for LOGIN_MARK_MS from when it was set', () => {
    const now = 1_800_000_000_000;
    expect(loginMarkStands(loginMark(now), now)).toBe(true);
    expect(loginMarkStands(loginMark(now), now + LOGIN_MARK_MS - 1)).toBe(true);
    expect(loginMarkStands(loginMark(now), now + LOGIN_MARK_MS)).toBe(false);
    expect(loginMarkStands(null, now)).toBe(false);
    // No run of digits a storage audit would take for a card number.
    expect(loginMark(now)).not.toMatch(/\d{7}/);
  });

  it('the goLogin mark waits for a load that carries a session; the same session uses it up', () => {
    const storage = tabWithA();
    storage.set(LOGIN_STORAGE_KEY, loginMark(Date.now()));
    takeSession(pageAt('/loan/details?orderId=1').win, storage);
    expect(storage.get(LOGIN_STORAGE_KEY)).not.toBeNull();
    takeSession(pageAt(`/loan/details?${new URLSearchParams(A)}`).win, storage);
    expect(storage.get(LOGIN_STORAGE_KEY)).toBeNull();
  });
});

describe('takeSession: one decision per page load', () => {
  it("the boot takes the early script's decision (handed over once), without reading the address", () => {
    const storage = tabWithA();
    const page = pageAt('/bank-card/bind?sessionId=ATTACKER&userId=6666');
    const early = takeSession(page.win, storage);
    page.win.__CUOTA_SESSION__ = early;
    // What the boot sees: the address as the early script left it would be read again otherwise.
    const boot = takeSession(page.win, storage);
    expect(boot).toBe(early);
    expect(boot.link).toEqual({ sessionId: 'ATTACKER', userId: '6666' });
    expect(page.win.__CUOTA_SESSION__).toBeUndefined();
    expect(page.replaced).toHaveLength(1);
  });

  it("the boot's own storage gets the handed session (a web storage that fails keeps it in memory)", () => {
    const page = pageAt(`/?${new URLSearchParams(A)}`);
    page.win.__CUOTA_SESSION__ = takeSession(page.win, createMemoryStorage());
    const bootStorage = createMemoryStorage();
    takeSession(page.win, bootStorage);
    expect(stored(bootStorage)).toEqual(A);
  });
});

describe('takeSession: storage failures', () => {
  it('without web storage every load takes the address, which keeps the session (nothing to hold)', () => {
    const storage = createMemoryStorage();
    const page = pageAt(`/loan/details?orderId=1&${new URLSearchParams(A)}`, {
      webStorage: 'throws',
    });
    expect(takeSession(page.win, storage)).toEqual({ session: A });
    expect(page.replaced).toEqual([]);
  });

  it.each(['not json', '[1,2]', 'null', '42', '"str"', '{"userId":7}'])(
    'a corrupt stored value (%s) counts as no session: the link is taken',
    (raw) => {
      const storage = createMemoryStorage();
      storage.set(SESSION_STORAGE_KEY, raw);
      expect(takeSession(pageAt('/?userId=6666&sessionId=x').win, storage)).toEqual({
        session: { userId: '6666', sessionId: 'x' },
      });
    },
  );

  it('a stored session that cannot be read is no session', () => {
    const unreadable: KeyValueStorage = {
      ...createMemoryStorage(),
      get: () => {
        throw new Error('denied');
      },
    };
    expect(storedSession(unreadable)).toEqual({});
  });

  it('never logs', () => {
    const spies = (['log', 'debug', 'info', 'warn', 'error'] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation(() => undefined),
    );
    const storage = tabWithA();
    takeSession(pageAt('/?userId=secret-user').win, storage);
    storage.set(SESSION_STORAGE_KEY, '{bad');
    takeSession(pageAt('/').win, storage);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('readSession: a page that acts on no account (the landing)', () => {
  it("reads the address's keys over the tab's, keeps only their language, leaves the address", () => {
    const storage = tabWithA();
    const page = pageAt('/promotion?id=7&lang=en&sessionId=ATTACKER&userId=6666&deviceId=x');
    expect(readSession(page.win, storage)).toEqual({
      session: { ...A, lang: 'en', sessionId: 'ATTACKER', userId: '6666', deviceId: 'x' },
    });
    expect(stored(storage)).toEqual({ ...A, lang: 'en' });
    expect(page.replaced).toEqual([]);
    // The app's next page in this tab runs with the tab's own session, in the landing's language.
    expect(takeSession(pageAt('/loan/details?orderId=1').win, storage)).toEqual({
      session: { ...A, lang: 'en' },
    });
  });

  it('a first visit stores no session either, only the language', () => {
    const storage = createMemoryStorage();
    readSession(pageAt('/promotion?languageType=1&sessionId=s&userId=u').win, storage);
    expect(stored(storage)).toEqual({ languageType: '1' });
  });

  it('reads the stored session alone from an address without keys', () => {
    expect(readSession(pageAt('/promotion').win, tabWithA())).toEqual({ session: A });
  });
});

describe('parseSession, storedSession', () => {
  it.each([
    [null, {}],
    ['text', {}],
    [[1, 2], {}],
    [
      { userId: '1', phone: '555', deviceId: 7, lang: 'en' },
      { userId: '1', lang: 'en' },
    ],
  ])('parseSession(%j)', (value, expected) => {
    expect(parseSession(value)).toEqual(expected);
  });

  it('drops unknown keys and non-string values from storage', () => {
    const storage = createMemoryStorage();
    storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'u1', phone: '555', deviceId: 7 }));
    expect(storedSession(storage)).toEqual({ userId: 'u1' });
  });
});

describe('describeSession', () => {
  it('names the present keys without values', () => {
    const text = describeSession({ userId: 'secret-user', deviceId: 'secret-device' });
    expect(text).toContain('deviceId');
    expect(text).toContain('userId');
    expect(text).not.toContain('secret');
  });

  it('says none for an empty session', () => {
    expect(describeSession({})).toBe('session: none');
  });
});
