import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A toast either carries server text (shown as is) or a message id for react-intl. */
export interface ToastContent {
  text?: string;
  messageId?: string;
  values?: Record<string, string | number>;
  /** Display time; default 3000 ms, never less than 300 ms (spec section 9). */
  durationMs?: number;
}

interface Toast extends ToastContent {
  id: number;
}

export interface UiState {
  toast: Toast | null;
  nextToastId: number;
  /** Number of calls in flight that asked for the loading indicator, and the newest text. */
  loadingCount: number;
  loadingText: string | null;
  /** Whether the page runs inside the native app's web view (decides links versus bridge calls). */
  inApp: boolean;
  /**
   * The control whose tap waits on the host's answer (src/shell/hostWait.ts); it shows busy meanwhile.
   * Absent when none (absent, not null, so the QA tapes recorded before it keep their state).
   */
  hostWait?: string;
}

export const initialUiState: UiState = {
  toast: null,
  nextToastId: 1,
  loadingCount: 0,
  loadingText: null,
  inApp: false,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    toastRequested(state, action: PayloadAction<ToastContent>) {
      state.toast = { ...action.payload, id: state.nextToastId };
      state.nextToastId += 1;
    },
    toastExpired(state, action: PayloadAction<{ id: number }>) {
      if (state.toast && state.toast.id === action.payload.id) state.toast = null;
    },
    loadingStarted(state, action: PayloadAction<{ text: string }>) {
      state.loadingCount += 1;
      state.loadingText = action.payload.text;
    },
    environmentDetected(state, action: PayloadAction<{ inApp: boolean }>) {
      state.inApp = action.payload.inApp;
    },
    /** The title bar's back: closes the web view in the app, goes back in history outside it. */
    backRequested() {},
    /** An answer was HTTP 401/403: in the app the bridge's force-login, in a browser a message. */
    sessionExpired() {},
    hostWaitStarted(state, action: PayloadAction<string>) {
      state.hostWait = action.payload;
    },
    hostWaitEnded(state, action: PayloadAction<string>) {
      if (state.hostWait === action.payload) delete state.hostWait;
    },
    loadingEnded(state) {
      state.loadingCount = Math.max(0, state.loadingCount - 1);
      if (state.loadingCount === 0) state.loadingText = null;
    },
  },
  selectors: {
    selectToast: (state) => state.toast,
    selectInApp: (state) => state.inApp,
    selectHostWait: (state) => state.hostWait,
    selectLoading: (state) => (state.loadingCount > 0 ? { text: state.loadingText ?? '' } : null),
  },
});

export const {
  toastRequested,
  toastExpired,
  loadingStarted,
  loadingEnded,
  environmentDetected,
  backRequested,
  sessionExpired,
  hostWaitStarted,
  hostWaitEnded,
} = uiSlice.actions;
export const { selectInApp, selectHostWait } = uiSlice.selectors;
export const uiReducer = uiSlice.reducer;
