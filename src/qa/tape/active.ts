import type { Recorder } from './recorderTypes';
import { TAPE_QUERY_FLAG } from './tapeKeys';

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
