import {
  createMemoryStorage,
  createRoutedStorage,
  createWebStorage,
  durableKey,
} from '../../../src/platform/storage/storage';

function failingStorage(kind: 'security' | 'quota'): Storage {
  const error =
    kind === 'security'
      ? new DOMException('denied', 'SecurityError')
      : new DOMException('full', 'QuotaExceededError');
  const throwIt = () => {
    throw error;
  };
  return {
    length: 0,
    clear: throwIt,
    key: throwIt,
    getItem: throwIt,
    setItem: throwIt,
    removeItem: throwIt,
  };
}

describe('createMemoryStorage', () => {
  it('gets, sets and removes values', () => {
    const s = createMemoryStorage();
    expect(s.get('a')).toBeNull();
    s.set('a', '1');
    expect(s.get('a')).toBe('1');
    s.set('a', '2');
    expect(s.get('a')).toBe('2');
    s.remove('a');
    expect(s.get('a')).toBeNull();
  });

  it('keeps separate instances apart', () => {
    const a = createMemoryStorage();
    const b = createMemoryStorage();
    a.set('k', 'v');
    expect(b.get('k')).toBeNull();
  });
});

describe('createWebStorage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('writes through to the web store under the prefix', () => {
    const s = createWebStorage(window.sessionStorage);
    s.set('session', '{"a":1}');
    expect(window.sessionStorage.getItem('cuota:session')).toBe('{"a":1}');
    expect(s.get('session')).toBe('{"a":1}');
    s.remove('session');
    expect(window.sessionStorage.getItem('cuota:session')).toBeNull();
    expect(s.get('session')).toBeNull();
  });

  it('honours a custom prefix and reads values stored by an earlier page', () => {
    window.sessionStorage.setItem('x/k', 'earlier');
    const s = createWebStorage(window.sessionStorage, 'x/');
    expect(s.get('k')).toBe('earlier');
  });

  it('falls back to memory when no store is available', () => {
    const s = createWebStorage(undefined);
    s.set('k', 'v');
    expect(s.get('k')).toBe('v');
    s.remove('k');
    expect(s.get('k')).toBeNull();
  });

  it.each(['security', 'quota'] as const)(
    'falls back to memory when the store throws (%s) and never throws',
    (kind) => {
      const s = createWebStorage(failingStorage(kind));
      expect(() => s.set('k', 'v')).not.toThrow();
      expect(s.get('k')).toBe('v');
      expect(() => s.remove('k')).not.toThrow();
      expect(s.get('k')).toBeNull();
    },
  );

  it('keeps a value in memory when only writing fails (quota)', () => {
    const store = window.sessionStorage;
    const s = createWebStorage({
      ...failingStorage('quota'),
      getItem: (k: string) => store.getItem(k),
    });
    s.set('k', 'big');
    expect(s.get('k')).toBe('big');
    expect(store.getItem('cuota:k')).toBeNull();
  });
});

describe('createRoutedStorage', () => {
  it('keeps durable keys in the durable store and the rest in the session store', () => {
    const session = createMemoryStorage();
    const durable = createMemoryStorage();
    const s = createRoutedStorage(session, durable);
    s.set(durableKey('complaintDraft'), 'draft');
    s.set('session', 'q');
    expect(durable.get('durable:complaintDraft')).toBe('draft');
    expect(session.get('durable:complaintDraft')).toBeNull();
    expect(session.get('session')).toBe('q');
    expect(durable.get('session')).toBeNull();
    expect(s.get(durableKey('complaintDraft'))).toBe('draft');
    s.remove(durableKey('complaintDraft'));
    expect(durable.get('durable:complaintDraft')).toBeNull();
  });

  it('puts durable keys in localStorage in the browser', () => {
    const s = createRoutedStorage(
      createWebStorage(window.sessionStorage),
      createWebStorage(window.localStorage),
    );
    s.set(durableKey('d'), '1');
    expect(window.localStorage.getItem('cuota:durable:d')).toBe('1');
    expect(window.sessionStorage.getItem('cuota:durable:d')).toBeNull();
    window.localStorage.clear();
  });
});

describe('createWebStorage over a store looked up at first use', () => {
  it('looks the store up once, at the first read or write, not before', () => {
    const store = window.sessionStorage;
    store.clear();
    const lookUp = jest.fn(() => store);
    const s = createWebStorage(lookUp);
    expect(lookUp).not.toHaveBeenCalled();
    expect(s.get('a')).toBeNull();
    s.set('a', '1');
    s.remove('b');
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(store.getItem('cuota:a')).toBe('1');
  });

  it('keeps values in memory when the lookup finds no store or the store fails', () => {
    const none = createWebStorage(() => undefined);
    none.set('a', '1');
    expect(none.get('a')).toBe('1');
    const failing = createWebStorage(() => failingStorage('security'));
    failing.set('a', '1');
    expect(failing.get('a')).toBe('1');
    expect(failing.get('b')).toBeNull();
  });
});
