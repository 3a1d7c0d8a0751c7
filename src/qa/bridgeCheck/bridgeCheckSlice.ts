import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { bridgeEventReceived } from '../../platform/bridge/events';
import type { BackLayers } from '../../shell/uiSagaBack';
import { shownValue, type Judged } from './judge';
import type { Persisted } from './persist';
import type {
  ActionChecks,
  CallCheck,
  CallOutcome,
  CheckedAction,
  CheckEnvironment,
  EventChecks,
  ForeignCheck,
  FrameCheck,
  FrameReport,
  HelloCheck,
} from './types';

type CopyState = 'idle' | 'copied' | 'failed';
type ShareState = 'idle' | 'busy' | 'shared' | 'failed' | 'unavailable';

export interface BridgeCheckState {
  /** The page is on screen (the checks' page, not the probe in the child frame). */
  open: boolean;
  env: CheckEnvironment | null;
  hello: HelloCheck;
  actions: ActionChecks;
  events: EventChecks;
  frame: FrameCheck;
  foreign: ForeignCheck;
  /** The first hardware back of this page load was held (counted, the page stays); later ones go back. */
  backHeld: boolean;
  copy: CopyState;
  share: ShareState;
  /** The probe's run when this page is the child frame. */
  probe: 'idle' | 'running' | 'done';
}

const idleCall = (): CallCheck => ({
  status: 'idle',
  verdict: 'notRun',
  outcome: null,
  result: null,
});
const pendingCall = (): CallCheck => ({ ...idleCall(), status: 'running', verdict: 'pending' });

const idleFrame = (): FrameCheck => ({
  status: 'idle',
  nonce: null,
  verdict: 'notRun',
  outcome: null,
  report: null,
});
const idleForeign = (): ForeignCheck => ({ status: 'idle', verdict: 'notRun', outcome: null });

export const initialBridgeCheckState: BridgeCheckState = {
  open: false,
  env: null,
  hello: { ...idleCall(), actions: null },
  actions: {},
  events: {},
  frame: idleFrame(),
  foreign: idleForeign(),
  backHeld: false,
  copy: 'idle',
  share: 'idle',
  probe: 'idle',
};

/** A finished call: its kept result (redacted, timed) and how it was judged. */
type Finished = Judged & { result: CallOutcome };

const bridgeCheckSlice = createSlice({
  name: 'bridgeCheck',
  initialState: initialBridgeCheckState,
  reducers: {
    pageOpened(state) {
      state.open = true;
      state.backHeld = false;
    },
    /** Gone: nothing stays in memory (what the host sent stays in the tab's storage for a reload). */
    pageLeft() {
      return initialBridgeCheckState;
    },
    /** What this tab kept across a reload (languageChanged reloads, a login reloads, a page left). */
    restored(state, action: PayloadAction<Persisted>) {
      const { events, actions, foreign } = action.payload;
      state.events = { ...state.events, ...events };
      state.actions = { ...state.actions, ...actions };
      // A foreign page check still waiting when the page went: the foreign page loaded in its place.
      state.foreign =
        foreign.status === 'waiting'
          ? { status: 'done', verdict: 'fail', outcome: 'left' }
          : foreign;
    },
    checksStarted(state, action: PayloadAction<CheckEnvironment>) {
      state.env = action.payload;
      state.hello = { ...pendingCall(), actions: null };
      state.actions.track = pendingCall();
      state.frame = idleFrame();
      state.copy = 'idle';
    },
    /** The checks' worker threw: whatever still runs ends as a failure (nothing spins). */
    checksFailed(state, _action: PayloadAction<string>) {
      const failed = {
        status: 'done' as const,
        verdict: 'fail' as const,
        outcome: 'error' as const,
      };
      if (state.hello.status === 'running') state.hello = { ...state.hello, ...failed };
      const track = state.actions.track;
      if (track?.status === 'running') state.actions.track = { ...track, ...failed };
      if (state.frame.status === 'running')
        state.frame = { ...state.frame, ...failed, outcome: null };
    },
    helloFinished(state, action: PayloadAction<Finished & { actions: string[] | null }>) {
      state.hello = { status: 'done', ...action.payload };
    },
    /** The tester's Run (or the page's own call of an automatic action). */
    actionRunRequested(state, action: PayloadAction<{ action: CheckedAction }>) {
      if (state.actions[action.payload.action]?.status !== 'running')
        state.actions[action.payload.action] = pendingCall();
    },
    actionFinished(state, action: PayloadAction<Finished & { action: CheckedAction }>) {
      const { action: name, ...finished } = action.payload;
      state.actions[name] = { status: 'done', ...finished };
    },
    frameStarted(state, action: PayloadAction<{ nonce: string }>) {
      state.frame = {
        ...idleFrame(),
        status: 'running',
        nonce: action.payload.nonce,
        verdict: 'pending',
      };
    },
    /** The probe's message (checked by the view: this frame, this origin, this run's nonce). */
    frameReported(state, action: PayloadAction<FrameReport>) {
      const report = action.payload;
      if (state.frame.status !== 'running' || report.nonce !== state.frame.nonce) return;
      state.frame = {
        ...state.frame,
        status: 'done',
        verdict: report.answered ? 'fail' : 'pass',
        outcome: report.answered ? 'answered' : null,
        report,
      };
    },
    frameTimedOut(state, action: PayloadAction<{ nonce: string }>) {
      if (state.frame.status !== 'running' || state.frame.nonce !== action.payload.nonce) return;
      state.frame = { ...state.frame, status: 'done', verdict: 'fail', outcome: 'timeout' };
    },
    /** The tester tapped the foreign link (a normal link: the host decides where it opens). */
    foreignOpened(state) {
      state.foreign = { status: 'waiting', verdict: 'pending', outcome: null };
    },
    foreignStayed(state, action: PayloadAction<{ outcome: 'stayed' | 'returned' }>) {
      if (state.foreign.status !== 'waiting') return;
      state.foreign = { status: 'done', verdict: 'pass', outcome: action.payload.outcome };
    },
    foreignLeft(state) {
      if (state.foreign.status !== 'waiting') return;
      state.foreign = { status: 'done', verdict: 'fail', outcome: 'left' };
    },
    backHeld(state) {
      state.backHeld = true;
    },
    rerunRequested() {},
    /** Start over: every result of this tab is dropped, the automatic checks run again. */
    resetRequested(state) {
      state.actions = {};
      state.events = {};
      state.foreign = idleForeign();
    },
    copyRequested(state) {
      state.copy = 'idle';
    },
    copyFinished(state, action: PayloadAction<{ copied: boolean }>) {
      state.copy = action.payload.copied ? 'copied' : 'failed';
    },
    shareRequested(state) {
      state.share = 'busy';
    },
    shareFinished(state, action: PayloadAction<{ outcome: Exclude<ShareState, 'busy'> }>) {
      state.share = action.payload.outcome;
    },
    probeOpened(state, _action: PayloadAction<{ nonce: string }>) {
      state.probe = 'running';
    },
    probeFinished(state) {
      state.probe = 'done';
    },
  },
  extraReducers: (builder) => {
    // Each event the host sends while the page is open, with its payload as the page keeps values.
    builder.addCase(bridgeEventReceived, (state, action) => {
      if (!state.open) return;
      const { event, payload } = action.payload;
      state.events[event] = {
        count: (state.events[event]?.count ?? 0) + 1,
        payload: payload === null ? null : shownValue(payload),
      };
    });
  },
});

export const bridgeCheckActions = bridgeCheckSlice.actions;
export const bridgeCheckReducer = bridgeCheckSlice.reducer;

type WithBridgeCheck = { bridgeCheck: BridgeCheckState };
export const selectBridgeCheck = (state: WithBridgeCheck) => state.bridgeCheck;

/**
 * The hardware back on this page: the first press of a page load is counted (the events list shows it)
 * and held, so the tester sees it arrive; the next goes back as on any page. The title bar's back
 * always goes back.
 */
export const bridgeCheckBackLayers: BackLayers = {
  closeTop(state: { bridgeCheck?: BridgeCheckState }) {
    const page = state.bridgeCheck;
    if (!page || !page.open || page.backHeld) return null;
    return bridgeCheckActions.backHeld();
  },
};
