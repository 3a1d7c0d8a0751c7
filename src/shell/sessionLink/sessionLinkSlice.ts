import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionParams } from '../../platform/session/session';

/**
 * A link that carried another session than the tab's (src/platform/session/session.ts): the page asks
 * which one it goes on with before it opens. 'asked' while the choice shows; 'switching' once the
 * link's session was chosen (the page loads again with it); 'none' otherwise.
 */
export interface SessionLinkState {
  /** The link's session, held unused until chosen; null when none. */
  link: SessionParams | null;
  status: 'none' | 'asked' | 'switching';
}

export const initialSessionLinkState: SessionLinkState = { link: null, status: 'none' };

const sessionLinkSlice = createSlice({
  name: 'sessionLink',
  initialState: initialSessionLinkState,
  reducers: {
    /** The page load held a link's session (boot): the choice shows in place of the page. */
    linkHeld(state, action: PayloadAction<SessionParams>) {
      state.link = { ...action.payload };
      state.status = 'asked';
    },
    /** The tab's own session goes on (the borrower's choice, or the app's word): the page opens. */
    keepRequested(state) {
      if (state.status !== 'asked') return;
      state.link = null;
      state.status = 'none';
    },
    /**
     * The native app stated the held link's session before the page opened: it is stored and in use
     * (the API calls read the stored session), and the page opens without loading again.
     */
    linkTaken(state) {
      if (state.status !== 'asked') return;
      state.link = null;
      state.status = 'none';
    },
    /** The borrower chose the link's session: the page loads again with it (src/shell/sessionLink/sessionLinkSaga.ts). */
    switchRequested(state) {
      if (state.status === 'asked') state.status = 'switching';
    },
  },
});

export const sessionLinkActions = sessionLinkSlice.actions;
export const sessionLinkReducer = sessionLinkSlice.reducer;

type WithSessionLink = { sessionLink?: SessionLinkState };
export const selectSessionLink = (state: WithSessionLink): SessionLinkState =>
  state.sessionLink ?? initialSessionLinkState;
