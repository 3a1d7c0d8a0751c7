import { durableKey } from '../../platform/storage/storage';
import { isComplaintId } from './complaintHistorySchema';

/** Where the ids of the complaints already scored are kept (localStorage: they outlive the session). */
export const SCORED_COMPLAINTS_KEY = durableKey('scoredComplaints');

/** The newest ids kept; older ones drop out (the server's isNeedScore 0 covers them). */
export const SCORED_COMPLAINTS_MAX = 50;

/** The stored list as ids: anything unreadable (not JSON, not an array, not ids) reads as none. */
export function readScored(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isComplaintId) : [];
  } catch {
    return [];
  }
}

/** The list with `id` as the newest entry (once), at most SCORED_COMPLAINTS_MAX ids. */
export function withScored(ids: readonly string[], id: string): string[] {
  return [...ids.filter((x) => x !== id), id].slice(-SCORED_COMPLAINTS_MAX);
}
