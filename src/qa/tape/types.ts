/**
 * Version of the tape format (src/qa/tape/tape.schema.json). Bump on any incompatible change.
 * Format 1 gained page entries and `header.page` (tapes that span page loads) as optional additions: a
 * tape without them is one page, so every earlier tape still reads and replays as before.
 */
export const TAPE_FORMAT_VERSION = 1;

/** Who dispatched an action: a component (user), a saga, the native bridge or the api client's hooks. */
export type ActionOrigin = 'user' | 'saga' | 'bridge' | 'api';

/** A JSON value. Values JSON cannot hold are tagged (see encode.ts). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface TapeHeader {
  format: typeof TAPE_FORMAT_VERSION;
  /** The app build that recorded the tape (webpack's build id). */
  build: string;
  locale: string;
  brand: string;
  /** Wall-clock time when recording started (ms since epoch). */
  startedAt: number;
  userAgent: string;
  /** Redacted, encoded store state when the tape starts. */
  initialState: Json;
  /** Actions already dispatched when initialState was taken (0 unless truncated). */
  initialActions: number;
  /** Entries between two checkpoints. */
  checkpointEvery: number;
  /** The ring buffer dropped the oldest entries; the tape starts at a later keyframe. */
  truncated: boolean;
  /** Sequence number of the first entry kept. */
  firstSeq: number;
  /**
   * The page load the first entry belongs to, on tapes that mark page loads (a tape cut at a keyframe
   * may start inside a page). Absent: page 0, at the path of the first route entry.
   */
  page?: PageRef;
  /**
   * What the recording's config.js declared of its backend (src/platform/api/backend.ts): the flows of a
   * doubtful answer depend on it. Absent on tapes recorded before it was named: those builds treated every
   * backend as honouring keys, and replay does too.
   */
  backend?: { idempotencyKeys: boolean };
}

/** One page load of the tab: 0 for the load the recording started on, one more at each full load. */
export interface PageRef {
  index: number;
  /** Its path when it loaded, without the query (the query holds the session parameters). */
  path: string;
}

interface EntryBase {
  /** Sequence number in the recording (contiguous unless truncated). */
  seq: number;
  /** Milliseconds since recording started (real time; replay ignores it except for pacing). */
  at: number;
}

interface ActionEntry extends EntryBase {
  kind: 'action';
  origin: ActionOrigin;
  action: Json;
}

interface ApiCallEntry extends EntryBase {
  kind: 'apiCall';
  id: number;
  method: 'post' | 'get' | 'upload';
  endpoint: string;
  args: Json;
}

interface ApiResultEntry extends EntryBase {
  kind: 'apiResult';
  id: number;
  result: Json;
}

interface BridgeCallEntry extends EntryBase {
  kind: 'bridgeCall';
  id: number;
  method: string;
  args: Json;
}

interface BridgeResultEntry extends EntryBase {
  kind: 'bridgeResult';
  id: number;
  result: Json;
}

/** A synchronous effect of the saga context: clock.now, storage reads and writes, navigator checks. */
export interface SyncEntry extends EntryBase {
  kind: 'sync';
  target: 'clock' | 'storage' | 'navigator' | 'bridge';
  method: string;
  args: Json;
  result: Json;
}

interface TimerSetEntry extends EntryBase {
  kind: 'timerSet';
  id: number;
  ms: number;
}

interface TimerFiredEntry extends EntryBase {
  kind: 'timerFired';
  id: number;
}

interface RouteEntry extends EntryBase {
  kind: 'route';
  /** Path and query with session parameters removed and PII redacted. */
  location: string;
}

/**
 * A full page load of the tab while recording: what follows ran in a new page with a new store, so
 * replay starts again there from `state`. `at` is when the page loaded.
 */
interface PageEntry extends EntryBase, PageRef {
  kind: 'page';
  /** The redacted, encoded store state when the page's first action was dispatched. */
  state: Json;
}

interface CheckpointEntry extends EntryBase {
  kind: 'checkpoint';
  /** Number of actions dispatched when the state was taken (always at the end of an outermost dispatch). */
  actions: number;
  /** The store's top-level slices at that point (replay compares these only). */
  slices: string[];
  /** FNV-1a hash of the state's stable JSON with personal data normalized (normalizePii). */
  hash: string;
  /** A full redacted state, kept on some checkpoints so a truncated tape can start there. */
  state?: Json;
  /** The state when the tape was exported; compared once the whole tape has been replayed. */
  final?: boolean;
}

export type TapeEntry =
  | ActionEntry
  | ApiCallEntry
  | ApiResultEntry
  | BridgeCallEntry
  | BridgeResultEntry
  | SyncEntry
  | TimerSetEntry
  | TimerFiredEntry
  | RouteEntry
  | PageEntry
  | CheckpointEntry;

export interface Tape {
  header: TapeHeader;
  entries: TapeEntry[];
}
