import { isAllowedUrl } from '../url/allowlist';
import type { Navigator, RouterNavigate } from './types';

export interface NavigatorOptions {
  /** This page's origin, e.g. window.location.origin. */
  origin: string;
  /** Hosts besides this origin that server-supplied URLs may point to (runtime config allowedHosts). */
  allowedHosts: string[];
  assign: (url: string) => void;
  replace: (url: string) => void;
  /**
   * The app's router, asked at each `go`: the router starts after the navigator (the entry binds it),
   * and an entry without one answers null.
   */
  router?: () => RouterNavigate | null;
  /** The router's index of the current history entry (0 or absent at the page the app was opened on). */
  historyIndex?: () => number;
  /** One step back in history (window.history.back). */
  historyBack?: () => void;
}

/**
 * An encoded slash or backslash in the path part (before `?` and `#`), also encoded twice (`%252F`):
 * `/%2F%2Fevil.example/x` is one segment to the URL parser but `//evil.example/x` to whatever decodes
 * it once more (a router, a server's redirect, the native app's page opener). Such a path of this origin
 * is never followed; a query value may carry them (`returnTo=%2Floan%2Fdetails`), and another allowed
 * host's paths are its own.
 */
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/i;

export function hasEncodedSeparator(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return ENCODED_SEPARATOR.test(path);
}

/** Whether a URL (a path or an absolute URL) points at this origin. */
function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** A path of this app: starts with one slash and stays on this origin (`//host` and `/\host` do not). */
function isInAppPath(path: string, origin: string): boolean {
  if (!path.startsWith('/') || hasEncodedSeparator(path)) return false;
  try {
    return new URL(path, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The one allowlist check before any navigation to a server-supplied URL, and in-app moves. A path of
 * this origin with an encoded slash or backslash is refused by both.
 */
export function createNavigator(options: NavigatorOptions): Navigator {
  const isAllowed = (url: string) =>
    typeof url === 'string' &&
    !(hasEncodedSeparator(url) && isSameOrigin(url, options.origin)) &&
    isAllowedUrl(url, { origin: options.origin, hosts: options.allowedHosts });
  const load = (url: string, replace: boolean) =>
    replace ? options.replace(url) : options.assign(url);
  return {
    isAllowed,
    open(url, { replace = false } = {}) {
      if (!isAllowed(url)) return false;
      load(url, replace);
      return true;
    },
    back() {
      const index = options.historyIndex?.() ?? 0;
      if (!(index > 0) || !options.historyBack) return false;
      options.historyBack();
      return true;
    },
    go(path, { replace = false } = {}) {
      if (!isInAppPath(path, options.origin)) return false;
      const navigate = options.router?.();
      if (navigate) navigate(path, { replace });
      else load(path, replace);
      return true;
    },
  };
}

/**
 * The router's index of the current entry (react-router keeps `{ idx }` in history.state): 0 for the page
 * the app was opened on or loaded by a full navigation, which start the app's history anew.
 */
export function routerIndex(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return 0;
  const { idx } = state;
  return typeof idx === 'number' && Number.isInteger(idx) && idx > 0 ? idx : 0;
}
