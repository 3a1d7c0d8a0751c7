import { TAPE_FORMAT_VERSION, TAPE_QUERY_FLAG, type Tape, type TapeEntry } from '../../tape';

export type ParsedTape =
  { ok: true; tape: Tape } | { ok: false; reason: 'empty' | 'json' | 'format' };

/** Reads a tape from text: JSON, an object with a header of format 1 and an entries array. */
export function parseTape(text: string): ParsedTape {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, reason: 'format' };
  const { header, entries } = value as { header?: unknown; entries?: unknown };
  if (
    !header ||
    typeof header !== 'object' ||
    (header as { format?: unknown }).format !== TAPE_FORMAT_VERSION ||
    !Array.isArray(entries) ||
    !entries.every((e) => e && typeof e === 'object' && typeof (e as TapeEntry).kind === 'string')
  )
    return { ok: false, reason: 'format' };
  return { ok: true, tape: value as Tape };
}

/** The longest pause the player makes between two entries, whatever the recording says. */
export const MAX_GAP_MS = 2000;
export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** Milliseconds to wait before playing entry `index`: the recorded gap / speed, capped at 2 s. */
export function pacingDelay(entries: readonly TapeEntry[], index: number, speed: number): number {
  if (index <= 0 || index >= entries.length) return 0;
  const gap = entries[index].at - entries[index - 1].at;
  if (!Number.isFinite(gap) || gap <= 0 || speed <= 0) return 0;
  return Math.min(MAX_GAP_MS, gap / speed);
}

/** Where the player starts: the first screen the tape visited, else the site root. */
export function firstRoute(tape: Tape): string {
  const route = tape.entries.find((e) => e.kind === 'route');
  return route && route.kind === 'route' ? route.location : '/';
}

/** A short label of an entry for the player ("action customerService/loadSucceeded"). */
export function describeEntry(entry: TapeEntry): string {
  switch (entry.kind) {
    case 'action': {
      const type = (entry.action as { type?: unknown } | null)?.type;
      return `${entry.origin} ${typeof type === 'string' ? type : 'action'}`;
    }
    case 'apiCall':
      return `api ${entry.endpoint}`;
    case 'apiResult':
      return `api result #${entry.id}`;
    case 'bridgeCall':
      return `bridge ${entry.method}`;
    case 'bridgeResult':
      return `bridge result #${entry.id}`;
    case 'sync':
      return `${entry.target}.${entry.method}`;
    case 'timerSet':
      return `timer ${entry.ms} ms`;
    case 'timerFired':
      return `timer #${entry.id} fired`;
    case 'route':
      return `route ${entry.location}`;
    case 'page':
      return `page ${entry.index + 1} ${entry.path}`;
    case 'checkpoint':
      return entry.final ? 'final state' : `checkpoint ${entry.actions}`;
  }
}

/** The name a downloaded tape gets: cuota-tape-2026-11-21T20-15-03.json (UTC). */
export function tapeFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return `cuota-tape-${stamp}.json`;
}

/**
 * The page's address without the qaTape query flag, so that after the switch the session flag alone
 * decides whether the next load records.
 */
export function withoutTapeFlag(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(TAPE_QUERY_FLAG);
  return url.toString();
}

/** A file's text (FileReader: older web views have no Blob.text()). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** Saves text as a file through a Blob object URL and a temporary <a download>. */
export function downloadText(text: string, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
