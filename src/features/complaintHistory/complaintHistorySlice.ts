import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RATING_STARS } from '../../config/constants';
import { isQueryOf } from '../../platform/state/forQuery';
import { idleRequest, toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { RequestState, ShownMessage } from '../../platform/state/loadState';
import type { BackLayers } from '../../shell/uiSagaBack';
import { isComplaintId } from './complaintHistorySchema';
import type { ComplaintDetail } from './types';
import type { ComplaintTab } from './complaintHistorySchema';

/** The pull-to-refresh / Refresh button's own state: the list stays visible throughout. */
export type RefreshPhase = 'idle' | 'refreshing' | 'updated' | 'failed';

interface ComplaintListState extends RequestState {
  tabs: ComplaintTab[] | null;
  /** The selected tab's index as chosen (the URL's `tab`); the page shows it clamped to the tabs. */
  selectedTab: number;
  refresh: RefreshPhase;
}

/**
 * Why the score modal shows a message: no star chosen, or the failure's text (the server's, or `{}`:
 * the modal's own failure text).
 */
type ScoreError = { kind: 'noStars' } | { kind: 'failed'; message: ShownMessage };

interface ScoreState {
  open: boolean;
  stars: number;
  error: ScoreError | null;
  submitting: boolean;
  /** Cancelled or scored during this visit: the modal does not come back before the next open. */
  done: boolean;
}

interface ComplaintDetailState extends RequestState {
  /** The query's problemId, trimmed ('' when missing). */
  problemId: string;
  info: ComplaintDetail | null;
}

/** Which of the detail page's images shows large: the complaint's own or the reply's, by index. */
export interface ImagePreview {
  group: 'images' | 'reply';
  index: number;
}

export interface ComplaintHistoryState {
  list: ComplaintListState;
  detail: ComplaintDetailState;
  score: ScoreState;
  /** The image shown large on the detail page, or null. */
  preview: ImagePreview | null;
}

const closedScore: ScoreState = {
  open: false,
  stars: 0,
  error: null,
  submitting: false,
  done: false,
};

export const initialComplaintHistoryState: ComplaintHistoryState = {
  list: { ...idleRequest(), tabs: null, selectedTab: 0, refresh: 'idle' },
  detail: { ...idleRequest(), problemId: '', info: null },
  score: closedScore,
  preview: null,
};

/** A tab index from the URL: a small non-negative integer, else the first tab. */
export function tabFromQuery(raw: string | null): number {
  if (raw === null || !/^\d{1,3}$/.test(raw.trim())) return 0;
  return Number(raw.trim());
}

const complaintHistorySlice = createSlice({
  name: 'complaintHistory',
  initialState: initialComplaintHistoryState,
  reducers: {
    /** The list page opened (or reloaded): a fresh load, the tab of the URL selected. */
    listOpened(state, action: PayloadAction<{ tab: string | null }>) {
      state.list = {
        ...idleRequest(),
        status: 'loading',
        tabs: null,
        selectedTab: tabFromQuery(action.payload.tab),
        refresh: 'idle',
      };
    },
    listRetryRequested(state) {
      toLoading(state.list);
      state.list.refresh = 'idle';
    },
    /** Pull to refresh or the Refresh button: the loaded list stays visible while it reloads. */
    refreshRequested(state) {
      if (state.list.tabs === null) {
        toLoading(state.list);
        state.list.refresh = 'idle';
      } else {
        state.list.refresh = 'refreshing';
      }
    },
    listLoadSucceeded(state, action: PayloadAction<ComplaintTab[]>) {
      toSucceeded(state.list);
      state.list.refresh = state.list.refresh === 'refreshing' ? 'updated' : 'idle';
      state.list.tabs = action.payload;
    },
    listLoadFailed(state, action: PayloadAction<ShownMessage>) {
      if (state.list.refresh === 'refreshing' && state.list.tabs !== null) {
        // A failed refresh keeps what was shown; the client's toast says why.
        state.list.refresh = 'failed';
        return;
      }
      toFailed(state.list, action.payload);
      state.list.tabs = null;
      state.list.refresh = 'idle';
    },
    /** The refresh feedback has been on screen long enough. */
    refreshSettled(state) {
      if (state.list.refresh === 'updated' || state.list.refresh === 'failed') {
        state.list.refresh = 'idle';
      }
    },
    /** A tab chosen; `query` is the page's current query (the saga keeps it and sets `tab`). */
    tabSelected(state, action: PayloadAction<{ index: number; query: string }>) {
      state.list.selectedTab = action.payload.index;
    },

    /** The detail page opened (or reloaded): a fresh start; no valid id, nothing to load. */
    detailOpened(state, action: PayloadAction<{ problemId: string }>) {
      const problemId = action.payload.problemId.trim();
      const valid = isComplaintId(problemId);
      state.detail = {
        ...idleRequest(),
        status: valid ? 'loading' : 'idle',
        problemId: valid ? problemId : '',
        info: null,
      };
      state.score = closedScore;
      state.preview = null;
    },
    detailRetryRequested(state) {
      if (state.detail.problemId !== '') toLoading(state.detail);
      state.preview = null;
    },
    detailLoadSucceeded(state, action: PayloadAction<ComplaintDetail>) {
      toSucceeded(state.detail);
      state.detail.info = action.payload;
    },
    detailLoadFailed(state, action: PayloadAction<ShownMessage>) {
      toFailed(state.detail, action.payload);
      state.detail.info = null;
      state.preview = null;
    },
    /** The detail page is gone: a pending score timer stops, the modals close. */
    detailLeft(state) {
      state.score = closedScore;
      state.preview = null;
    },
    /** A thumbnail tapped: its image shows large. */
    previewOpened(state, action: PayloadAction<ImagePreview>) {
      const { group, index } = action.payload;
      if (!Number.isInteger(index) || index < 0) return;
      state.preview = { group, index };
    },
    previewClosed(state) {
      state.preview = null;
    },

    /** The score delay is over (put by the saga): the modal opens for the complaint shown, once a visit. */
    scoreDue(state, action: PayloadAction<{ problemId: string }>) {
      const { detail, score } = state;
      if (
        detail.status !== 'succeeded' ||
        detail.problemId !== action.payload.problemId ||
        score.done ||
        score.open
      ) {
        return;
      }
      state.score = { ...closedScore, open: true };
    },
    starsChosen(state, action: PayloadAction<number>) {
      const stars = action.payload;
      if (!state.score.open || state.score.submitting) return;
      if (!Number.isInteger(stars) || stars < 1 || stars > RATING_STARS) return;
      state.score.stars = stars;
      state.score.error = null;
    },
    /** Submit: taken only while the modal is open and idle (a burst of taps sends one request). */
    scoreSubmitted(state) {
      if (!state.score.open || state.score.submitting) return;
      state.score.error = null;
      if (state.score.stars === 0) {
        state.score.error = { kind: 'noStars' };
        return;
      }
      state.score.submitting = true;
    },
    scoreSucceeded(state) {
      state.score = { ...closedScore, done: true };
    },
    /** The score was not taken: the modal stays with the message; Submit re-arms after the burst. */
    scoreFailed(state, action: PayloadAction<ShownMessage>) {
      if (!state.score.open) return;
      state.score.error = { kind: 'failed', message: action.payload };
    },
    scoreRearmed(state) {
      state.score.submitting = false;
    },
    /** The score's worker threw: the page's own failure text, and Submit works again. */
    scoreCrashed(state) {
      if (!state.score.open) return;
      state.score.error = { kind: 'failed', message: {} };
      state.score.submitting = false;
    },
    /** Cancel (or Escape): closed for this visit only. */
    scoreCancelled(state) {
      state.score = { ...closedScore, done: true };
    },
  },
});

export const complaintHistoryActions = complaintHistorySlice.actions;
export const complaintHistoryReducer = complaintHistorySlice.reducer;

type WithComplaintHistory = { complaintHistory: ComplaintHistoryState };
export const selectComplaintHistory = (state: WithComplaintHistory) => state.complaintHistory;
export const selectComplaintList = (state: WithComplaintHistory) => state.complaintHistory.list;
export const selectComplaintDetail = (state: WithComplaintHistory) => state.complaintHistory.detail;
export const selectScore = (state: WithComplaintHistory) => state.complaintHistory.score;
export const selectPreview = (state: WithComplaintHistory) => state.complaintHistory.preview;

/**
 * What the hardware back closes on the complaint detail page: the score modal (it opens over
 * everything after its delay), then the large image; each as its own Cancel or Close does.
 */
export const complaintHistoryBackLayers: BackLayers = {
  closeTop(state: { complaintHistory?: ComplaintHistoryState }) {
    const history = state.complaintHistory;
    if (!history) return null;
    if (history.score.open) return complaintHistoryActions.scoreCancelled();
    if (history.preview) return complaintHistoryActions.previewClosed();
    return null;
  },
};

/** The tab shown: the chosen one when it exists, else the first. */
export const selectShownTab = createSelector([selectComplaintList], (list) =>
  list.tabs !== null && list.selectedTab < list.tabs.length ? list.selectedTab : 0,
);

/** The handling result (reply text and images) shows only when it has something. */
export const selectReply = createSelector([selectComplaintDetail], ({ info }) => {
  if (!info) return null;
  const text = info.disposeDetail.trim();
  const images = info.disposeImages.filter((url) => url.trim() !== '');
  return text === '' && images.length === 0 ? null : { text: info.disposeDetail, images };
});

/**
 * What the detail page shows for the query's problemId: 'missing' (no valid id: a message and a link to the
 * list), 'loading' (also while the state still holds another complaint), 'failed' or 'ready'.
 */
export type DetailPhase = 'missing' | 'loading' | 'failed' | 'ready';

export const selectDetailPhase =
  (queryId: string) =>
  (state: WithComplaintHistory): DetailPhase => {
    const id = queryId.trim();
    if (!isComplaintId(id)) return 'missing';
    const detail = state.complaintHistory.detail;
    // Another complaint's state (forQuery.ts): nothing of it shows.
    if (!isQueryOf({ problemId: detail.problemId }, { problemId: id })) return 'loading';
    if (detail.status === 'failed') return 'failed';
    return detail.status === 'succeeded' && detail.info ? 'ready' : 'loading';
  };

/** The complaint's own images (empty entries dropped). */
export const selectImages = createSelector([selectComplaintDetail], ({ info }) =>
  info ? info.images.filter((url) => url.trim() !== '') : [],
);
