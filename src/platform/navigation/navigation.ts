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
}

/** A path of this app: starts with one slash and stays on this origin (`//host` and `/\host` do not). */
function isInAppPath(path: string, origin: string): boolean {
  if (!path.startsWith('/')) return false;
  try {
    return new URL(path, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The one allowlist check before any navigation to a server-supplied URL, and in-app moves. */
export function createNavigator(options: NavigatorOptions): Navigator {
  const isAllowed = (url: string) =>
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
    go(path, { replace = false } = {}) {
      if (!isInAppPath(path, options.origin)) return false;
      const navigate = options.router?.();
      if (navigate) navigate(path, { replace });
      else load(path, replace);
      return true;
    },
  };
}
