import { isAllowedUrl } from '../url/allowlist';
import type { Navigator } from './types';

export interface NavigatorOptions {
  /** This page's origin, e.g. window.location.origin. */
  origin: string;
  /** Hosts besides this origin that server-supplied URLs may point to (runtime config allowedHosts). */
  allowedHosts: string[];
  assign: (url: string) => void;
  replace: (url: string) => void;
}

/** The one allowlist check before any navigation to a server-supplied URL. */
export function createNavigator(options: NavigatorOptions): Navigator {
  const isAllowed = (url: string) =>
    isAllowedUrl(url, { origin: options.origin, hosts: options.allowedHosts });
  return {
    isAllowed,
    open(url, { replace = false } = {}) {
      if (!isAllowed(url)) return false;
      if (replace) options.replace(url);
      else options.assign(url);
      return true;
    },
  };
}
