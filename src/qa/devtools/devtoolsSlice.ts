import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TEST_LOGIN } from '../../config/constants';
import type { SessionParams } from '../../platform/session/session';
import { idleRequest, toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { RequestState, ShownMessage } from '../../platform/state/loadState';
import type { LocateFailure } from '../../platform/bridge/geolocation';
import type { SmsCodeLoginRequest } from './types';

/** What became of "send to app": the native app took the tape, there is no app, or it failed. */
export type ShareOutcome = 'shared' | 'unavailable' | 'failed';

/** A position in degrees, accuracy in metres. */
export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** The location probe: shown on the page, never sent or stored. */
export type LocationState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | ({ kind: 'located' } & Position)
  | { kind: 'error'; reason: LocateFailure };

export interface DevtoolsState {
  /** The session parameters captured at boot (the form's prefill and the links' other keys). */
  session: SessionParams;
  /** productId and orderId from the page query. */
  order: { productId: string; orderId: string };
  /**
   * The fixed test credentials (spec section 6). Kept in state, not read from the constant by the
   * saga, so that a QA tape (which redacts user names and SMS codes) replays the same request.
   */
  credentials: SmsCodeLoginRequest;
  /** The automatic SMS-code login with those credentials. */
  login: RequestState;
  sharing: boolean;
  /** Set once the recording flag has been switched: the page reloads to apply it. */
  reloadDue: boolean;
  location: LocationState;
}

export const initialDevtoolsState: DevtoolsState = {
  session: {},
  order: { productId: '', orderId: '' },
  credentials: { username: TEST_LOGIN.username, smsCode: TEST_LOGIN.smsCode },
  login: idleRequest(),
  sharing: false,
  reloadDue: false,
  location: { kind: 'idle' },
};

const devtoolsSlice = createSlice({
  name: 'devtools',
  initialState: initialDevtoolsState,
  reducers: {
    /**
     * The page carries the session captured at boot (the form's prefill) in the event, so that a QA
     * tape holds it redacted by key like any action payload.
     */
    pageOpened(
      state,
      action: PayloadAction<{ productId: string; orderId: string; session: SessionParams }>,
    ) {
      const { productId, orderId, session } = action.payload;
      state.order = { productId, orderId };
      state.session = session;
      toLoading(state.login);
    },
    loginRetried(state) {
      toLoading(state.login);
    },
    loginSucceeded(state) {
      toSucceeded(state.login);
    },
    loginFailed(state, action: PayloadAction<ShownMessage>) {
      toFailed(state.login, action.payload);
    },
    /** The saga reads the tape from the recorder itself: it never travels in an action. */
    tapeShareRequested(state) {
      state.sharing = true;
    },
    tapeShareFinished(state, _action: PayloadAction<{ outcome: ShareOutcome }>) {
      state.sharing = false;
    },
    locationRequested(state) {
      state.location = { kind: 'locating' };
    },
    locationSucceeded(state, action: PayloadAction<Position>) {
      state.location = { kind: 'located', ...action.payload };
    },
    locationFailed(state, action: PayloadAction<{ reason: LocateFailure }>) {
      state.location = { kind: 'error', reason: action.payload.reason };
    },
    recordingSwitchRequested(_state, _action: PayloadAction<{ on: boolean }>) {},
    recordingSwitched(state, _action: PayloadAction<{ on: boolean }>) {
      state.reloadDue = true;
    },
  },
});

export const devtoolsActions = devtoolsSlice.actions;
export const devtoolsReducer = devtoolsSlice.reducer;

type WithDevtools = { devtools: DevtoolsState };
export const selectDevtools = (state: WithDevtools) => state.devtools;
