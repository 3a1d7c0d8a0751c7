/** Page navigation as sagas see it. Every server-supplied URL goes through `open`, which applies the allowlist. */
export interface Navigator {
  /** Navigates to a server-supplied URL when it passes the allowlist; returns false (and does nothing) otherwise. */
  open(url: string, options?: { replace?: boolean }): boolean;
  /** Whether a URL would pass the allowlist. */
  isAllowed(url: string): boolean;
}
