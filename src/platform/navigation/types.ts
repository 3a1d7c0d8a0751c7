/** Moves the app's router to an in-app path (no page load). */
export type RouterNavigate = (path: string, options: { replace: boolean }) => void;

/** Page navigation as sagas see it. Every server-supplied URL goes through `open`, which applies the allowlist. */
export interface Navigator {
  /** Navigates to a server-supplied URL when it passes the allowlist; returns false (and does nothing) otherwise. */
  open(url: string, options?: { replace?: boolean }): boolean;
  /** Whether a URL would pass the allowlist. */
  isAllowed(url: string): boolean;
  /**
   * Goes to a path of this app (`/repayment?orderId=1`) through the router, without a page load; a
   * page with no router (the promotion landing, or before the router starts) loads the path. Returns
   * false (and does nothing) for anything but a same-origin path.
   */
  go(path: string, options?: { replace?: boolean }): boolean;
  /**
   * Goes back one page of this app's own history (the router's entries of this page load); false (and
   * nothing happens) at the page the app was opened on, where back belongs to the host or the browser.
   */
  back(): boolean;
}
