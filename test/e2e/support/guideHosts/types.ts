import type { BrowserContext, Page } from 'playwright-core';

/** The three hosts of docs/EMBEDDING.md "Host samples". */
export type GuideHostKind = 'react-native' | 'android' | 'ios';

/** One message a host got from a page, as the host's platform would know its sender. */
interface HostMessage {
  /** The sending frame's URL (what react-native-webview reports) and its origin (self.origin). */
  frameUrl: string;
  frameOrigin: string;
  mainFrame: boolean;
  /** The `action` field as sent (read by the test for the record, not by the host). */
  action: string | undefined;
  /**
   * 'refused': the sample's checks turned it away (nothing answered, nothing done); 'taken': the sample
   * went on with it. For the React Native sample, which cannot be instrumented, 'taken' means that the
   * sample did something while handling it (put an answer into the page, closed, opened a URL).
   */
  outcome: 'taken' | 'refused';
  seq: number;
}

/** What a host did, in order (`seq` counts every entry of every list). */
export interface HostRecord {
  messages: HostMessage[];
  /** Times the host closed its screen (closeWebView, back at the first page). */
  closes: { seq: number; url: string }[];
  /** Events put into the page (after any wait in the host's queue). */
  delivered: { event: string; seq: number }[];
  /** The host's own triggers of events (the app back in the foreground), before any queue. */
  triggered: { event: string; seq: number }[];
  /** URLs handed to other apps (the navigation policy, callTelephone). */
  openedOutside: string[];
  /** URLs the navigation policy refused in the web view. */
  refusedNavigations: { url: string; mainFrame: boolean }[];
  next(): number;
}

export function newRecord(): HostRecord {
  let seq = 0;
  return {
    messages: [],
    closes: [],
    delivered: [],
    triggered: [],
    openedOutside: [],
    refusedNavigations: [],
    next: () => (seq += 1),
  };
}

export interface HostSetup {
  page: Page;
  context: BrowserContext;
  /** The pages' origin (the samples' ORIGIN, replaced as the guide says). */
  origin: string;
  /** The app's session values, by SESSION_KEYS name. */
  session: Record<string, string>;
  /** The device's position for a native locate, and how long the device takes to find it. */
  position: { latitude: number; longitude: number; accuracy: number };
  locateAfterMs: number;
}

/** A simulated host built from one of the guide's samples, driving a Playwright page as its web view. */
export interface GuideHost {
  readonly kind: GuideHostKind;
  readonly record: HostRecord;
  /** Opens the web view on `path` with `params` and the session, as the sample's start does. */
  start(path: string, params: Record<string, string>): Promise<void>;
  /** The hardware back (Android, React Native) or the screen's back button (iOS). */
  back(): Promise<void>;
  /** The app comes back to the foreground: the sample's own way of sending `resume`. */
  foreground(): Promise<void>;
  /**
   * The deployment's second list of the guide's "Navigation policy" (a bank's 3-D Secure page): the
   * navigation policy also lets this origin load in the web view; the message checks stay on ORIGIN.
   */
  alsoLoad(origin: string): void;
  /**
   * The sample's own `emit`, where the app's code can call it (Android, iOS). The React Native sample
   * keeps its emit inside the component: the app reaches it only through foreground() and back().
   */
  emit?(event: string, payload?: unknown): void;
  dispose(): Promise<void>;
}
