import {
  captureSession,
  describeSession,
  peekSession,
  SESSION_KEYS,
} from '../../../src/platform/session/session';
import { createMemoryStorage } from '../../../src/platform/storage/storage';

describe('captureSession', () => {
  it('captures only the session keys from the query and stores them', () => {
    const storage = createMemoryStorage();
    const s = captureSession(
      '?deviceId=d1&userId=u1&sessionId=s1&clientType=android&foo=bar&phone=555',
      storage,
    );
    expect(s).toEqual({ deviceId: 'd1', userId: 'u1', sessionId: 's1', clientType: 'android' });
    expect(JSON.parse(storage.get('session') ?? 'null')).toEqual(s);
  });

  it('reads every declared key, including gps_adid, languageType and lang', () => {
    const query = SESSION_KEYS.map((k, i) => `${k}=v${i}`).join('&');
    const s = captureSession(query, createMemoryStorage());
    expect(Object.keys(s)).toEqual([...SESSION_KEYS]);
    expect(s.gps_adid).toBe('v9');
  });

  it('decodes encoded values', () => {
    const s = captureSession('?deviceName=Pixel%207%20Pro&merchantNumber=0', createMemoryStorage());
    expect(s).toEqual({ deviceName: 'Pixel 7 Pro', merchantNumber: '0' });
  });

  it('keeps the stored session across a navigation without params', () => {
    const storage = createMemoryStorage();
    const first = captureSession('?userId=u1&sessionId=s1', storage);
    expect(captureSession('', storage)).toEqual(first);
    expect(captureSession('?orderId=9&productId=3', storage)).toEqual(first);
  });

  it('replaces (not merges) the stored session when new params arrive', () => {
    const storage = createMemoryStorage();
    captureSession('?userId=u1&sessionId=s1&deviceId=d1', storage);
    const next = captureSession('?userId=u2', storage);
    expect(next).toEqual({ userId: 'u2' });
    expect(captureSession('', storage)).toEqual({ userId: 'u2' });
  });

  it('returns {} with no params and nothing stored', () => {
    expect(captureSession('', createMemoryStorage())).toEqual({});
    expect(captureSession('?foo=1', createMemoryStorage())).toEqual({});
  });

  it.each(['not json', '[1,2]', 'null', '42', '"str"'])(
    'returns {} for corrupt stored value %s',
    (raw) => {
      const storage = createMemoryStorage();
      storage.set('session', raw);
      expect(captureSession('', storage)).toEqual({});
    },
  );

  it('drops unknown keys and non-string values from storage', () => {
    const storage = createMemoryStorage();
    storage.set('session', JSON.stringify({ userId: 'u1', phone: '555', deviceId: 7 }));
    expect(captureSession('', storage)).toEqual({ userId: 'u1' });
  });

  it('never logs', () => {
    const spies = (['log', 'debug', 'info', 'warn', 'error'] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation(() => undefined),
    );
    const storage = createMemoryStorage();
    captureSession('?userId=secret-user', storage);
    captureSession('', storage);
    storage.set('session', '{bad');
    captureSession('', storage);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('peekSession', () => {
  it("returns the query's session without storing it, or reading what is stored", () => {
    const storage = createMemoryStorage();
    storage.set('session', JSON.stringify({ sessionId: 'kept', userId: 'u0' }));
    const get = jest.spyOn(storage, 'get');
    const set = jest.spyOn(storage, 'set');
    expect(peekSession('?sessionId=s1&userId=u1&foo=bar', storage)).toEqual({
      sessionId: 's1',
      userId: 'u1',
    });
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    expect(JSON.parse(storage.get('session') ?? 'null')).toEqual({
      sessionId: 'kept',
      userId: 'u0',
    });
  });

  it('reads the stored session when the query has none, as captureSession does', () => {
    const storage = createMemoryStorage();
    expect(peekSession('?orderId=1', storage)).toEqual({});
    storage.set('session', JSON.stringify({ sessionId: 'kept', other: 'x' }));
    expect(peekSession('?orderId=1', storage)).toEqual({ sessionId: 'kept' });
    expect(peekSession('', storage)).toEqual(captureSession('', storage));
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
