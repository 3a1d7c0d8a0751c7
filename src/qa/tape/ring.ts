import type { Json, PageRef, TapeEntry } from './types';

/** One recorded entry as the recorder keeps it: serialized once, when it is captured. */
export interface Stored {
  text: string;
  bytes: number;
  /** The full (redacted) state a keyframe checkpoint or a page entry carries: a tape can start there. */
  keyframe: Json | undefined;
  /** The action count of a checkpoint entry (on its page); 0 for any other entry. */
  actions: number;
  seq: number;
  /** The page load it was recorded on, on tapes that mark page loads. */
  page: PageRef | undefined;
}

/** UTF-8 size without allocating: 1 byte for ASCII, 2 up to U+07FF, 3 above (a surrogate pair counts 4). */
function byteLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) n += c > 0x7ff && (c < 0xd800 || c > 0xdfff) ? 2 : 1;
  }
  return n;
}

/** An entry as the recorder keeps it; `text` when it is already serialized (taken up from a page load). */
export function storedEntry(
  entry: TapeEntry,
  page: PageRef | undefined,
  text = JSON.stringify(entry),
): Stored {
  const keyframe =
    entry.kind === 'page' || entry.kind === 'checkpoint' ? (entry.state ?? undefined) : undefined;
  return {
    text,
    bytes: byteLength(text) + 1,
    keyframe,
    actions: entry.kind === 'checkpoint' ? entry.actions : 0,
    seq: entry.seq,
    page,
  };
}

/** Where the kept entries start: the state, the actions its page had dispatched by then, its page. */
interface RingStart {
  state: Json | null;
  actions: number;
  seq: number | undefined;
  page: PageRef | undefined;
}

export interface Ring {
  add(item: Stored): void;
  items(): readonly Stored[];
  bytes(): number;
  truncated(): boolean;
  start(): RingStart;
  /** The state the recording starts from, taken before its first entry (kept unless truncated). */
  begin(state: Json): void;
  /** The entries of the tab's earlier pages, carried over a page load. */
  restore(items: Stored[], truncated: boolean, state: Json): void;
  clear(state: Json): void;
}

/**
 * The recorder's buffer, capped by bytes of serialized entries: over the cap, the oldest entries are
 * dropped up to the next keyframe (a checkpoint with the full state, or a page load), so what is kept
 * still starts from a known state and replays.
 */
export function createRing(maxBytes: number, currentState: () => Json): Ring {
  let items: Stored[] = [];
  let bytes = 0;
  let truncated = false;
  let startState: Json | null = null;

  function evict() {
    while (bytes > maxBytes && items.length > 1) {
      const next = items.findIndex((e, i) => i > 0 && e.keyframe !== undefined);
      const cut = next > 0 ? next : items.length;
      for (let i = 0; i < cut; i += 1) bytes -= items[i].bytes;
      items = items.slice(cut);
      truncated = true;
      // (a keyframe's state is redacted; replay compares it through normalizePii)
      startState =
        items.length > 0 && items[0].keyframe !== undefined ? items[0].keyframe : currentState();
    }
  }

  return {
    add(item) {
      items.push(item);
      bytes += item.bytes;
      if (bytes > maxBytes) evict();
    },
    items: () => items,
    bytes: () => bytes,
    truncated: () => truncated,
    start() {
      const first = items[0];
      if (!first) return { state: startState, actions: 0, seq: undefined, page: undefined };
      const keyframe = first.keyframe !== undefined;
      return {
        state: keyframe ? (first.keyframe ?? null) : startState,
        actions: keyframe ? first.actions : 0,
        seq: first.seq,
        page: first.page,
      };
    },
    begin(state) {
      if (startState === null && items.length === 0) startState = state;
    },
    restore(kept, wasTruncated, state) {
      items = kept;
      bytes = kept.reduce((sum, item) => sum + item.bytes, 0);
      truncated = wasTruncated;
      startState = state;
      if (bytes > maxBytes) evict();
    },
    clear(state) {
      items = [];
      bytes = 0;
      truncated = false;
      startState = state;
    },
  };
}
