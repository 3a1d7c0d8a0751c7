import type { BridgeResult } from './types';

/** Why no position came back: the browser's error codes, or no geolocation at all. */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
function reasonOf(code: unknown): LocateFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/**
 * The browser's one-shot position, as a bridge result (the web view's own geolocation answers when the
 * app offers none): value `{ latitude, longitude, accuracy }`, or error one of `LocateFailure`. Never
 * rejects; the browser's own time-out bounds the wait.
 */
export function browserPosition(
  geo: Geolocation | undefined,
  timeoutMs: number,
): Promise<BridgeResult> {
  if (!geo || typeof geo.getCurrentPosition !== 'function')
    return Promise.resolve({ ok: false, handledBy: 'none', error: 'unsupported' });
  return new Promise<BridgeResult>((resolve) => {
    try {
      geo.getCurrentPosition(
        ({ coords }) =>
          resolve({
            ok: true,
            handledBy: 'fallback',
            value: {
              latitude: coords.latitude,
              longitude: coords.longitude,
              accuracy: coords.accuracy,
            },
          }),
        (error) => resolve({ ok: false, handledBy: 'fallback', error: reasonOf(error.code) }),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 0 },
      );
    } catch {
      resolve({ ok: false, handledBy: 'fallback', error: 'unavailable' });
    }
  });
}
