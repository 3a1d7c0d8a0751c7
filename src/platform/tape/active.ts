import type { Recorder } from './recorder';

/** Query flag that switches recording on for this page load (the test page can switch it on too). */
export const TAPE_QUERY_FLAG = 'qaTape';
/**
 * sessionStorage key of the tab's recording switch: '1' while the tab records (set by the test page, the
 * app's startTape, or a page opened with qaTape=1); holds nothing else.
 */
export const TAPE_STORAGE_FLAG = 'qaTape';
/**
 * sessionStorage key of the tape of the tab's earlier pages, redacted like any tape: written when a
 * recording page is left, read and removed by the next page load's recorder.
 */
export const TAPE_PAGES_KEY = 'qaTapePages';

let active: Recorder | null = null;

/** The recorder of this page load, when recording is on. */
export function activeRecorder(): Recorder | null {
  return active;
}

export function setActiveRecorder(recorder: Recorder | null): void {
  active = recorder;
}

/** Recording is on when the query has qaTape=1 or the test page switched it on for the session. */
export function recordingRequested(search: string, flag: string | null): boolean {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(
    TAPE_QUERY_FLAG,
  );
  if (value !== null) return value === '1' || value === 'true';
  return flag === '1';
}
