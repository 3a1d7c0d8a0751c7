/**
 * The names a tab's recording is switched and carried by. A module of its own with no imports: the
 * recorder, the tab's carried tape (tab.ts) and the first load's switch (active.ts) all read them.
 */

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
