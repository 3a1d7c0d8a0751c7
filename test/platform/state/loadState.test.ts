import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  idleLoad,
  idleRequest,
  loadReducers,
  toFailed,
  toLoading,
  toSucceeded,
  type LoadState,
  type ShownMessage,
  type RequestState,
  type RequestStatus,
} from '../../../src/platform/state/loadState';

const boom: ShownMessage = { text: 'Servidor caído' };

describe('load state reducers on a plain state', () => {
  it('start idle', () => {
    expect(idleRequest()).toEqual({ status: 'idle', error: null });
    expect(idleLoad()).toEqual({ status: 'idle', error: null, data: null });
  });

  it('started: loading, the previous error cleared, the data kept until the answer', () => {
    const state: LoadState<number> = { status: 'failed', error: boom, data: 7 };
    toLoading(state);
    expect(state).toEqual({ status: 'loading', error: null, data: 7 });
  });

  it('succeeded with data: the answer in, no error', () => {
    const state: LoadState<number> = { status: 'loading', error: boom, data: null };
    toSucceeded(state, 42);
    expect(state).toEqual({ status: 'succeeded', error: null, data: 42 });
  });

  it('succeeded without data: the slice keeps its answer itself', () => {
    const state: RequestState & { info: string } = { status: 'loading', error: null, info: 'x' };
    toSucceeded(state);
    expect(state).toEqual({ status: 'succeeded', error: null, info: 'x' });
    expect(state).not.toHaveProperty('data');
  });

  it('failed: the error kept, the data left as the slice decides', () => {
    const state: LoadState<number> = { status: 'loading', error: null, data: 3 };
    toFailed(state, boom);
    expect(state).toEqual({ status: 'failed', error: boom, data: 3 });
  });

  it('a slice that keeps no error gets only the status (no error field appears)', () => {
    const state: { status: RequestStatus; offer: string | null } = {
      status: 'idle',
      offer: null,
    };
    toLoading(state);
    expect(state).toEqual({ status: 'loading', offer: null });
    toSucceeded(state);
    expect(state).toEqual({ status: 'succeeded', offer: null });
    toFailed(state);
    expect(state).toEqual({ status: 'failed', offer: null });
  });
});

describe('load state reducers inside a slice (Immer drafts)', () => {
  const slice = createSlice({
    name: 'sample',
    initialState: { ...idleLoad<string[]>(), login: idleRequest() },
    reducers: {
      pageOpened(state) {
        toLoading(state);
      },
      loadSucceeded(state, action: PayloadAction<string[]>) {
        toSucceeded(state, action.payload);
      },
      loadFailed(state, action: PayloadAction<ShownMessage>) {
        toFailed(state, action.payload);
      },
      loginFailed(state, action: PayloadAction<ShownMessage>) {
        toFailed(state.login, action.payload);
      },
    },
  });
  const { reducer, actions } = slice;

  it('moves through loading, succeeded, failed and back to loading', () => {
    let state = reducer(undefined, actions.pageOpened());
    expect(state).toEqual({
      status: 'loading',
      error: null,
      data: null,
      login: { status: 'idle', error: null },
    });
    state = reducer(state, actions.loadSucceeded(['a']));
    expect(state).toMatchObject({ status: 'succeeded', error: null, data: ['a'] });
    state = reducer(state, actions.loadFailed(boom));
    expect(state).toMatchObject({ status: 'failed', error: boom, data: ['a'] });
    state = reducer(state, actions.pageOpened());
    expect(state).toMatchObject({ status: 'loading', error: null });
  });

  it('works on a nested request (a second request of the same slice)', () => {
    const state = reducer(undefined, actions.loginFailed(boom));
    expect(state.login).toEqual({ status: 'failed', error: boom });
    expect(state.status).toBe('idle');
  });
});

describe('loadReducers: the three load events of a slice', () => {
  type State = RequestState & { info: string | null; opened: number };
  const initialState: State = { ...idleRequest(), info: null, opened: 0 };
  const slice = createSlice({
    name: 'contacts',
    initialState,
    reducers: {
      pageOpened(state) {
        toLoading(state);
        state.opened += 1;
      },
      ...loadReducers<State, string>({
        keep: (state, info) => {
          state.info = info;
        },
        drop: (state) => {
          state.info = null;
        },
      }),
    },
  });
  const { reducer, actions } = slice;

  it('keeps the action names and types of the slice', () => {
    expect(actions.retryRequested.type).toBe('contacts/retryRequested');
    expect(actions.loadSucceeded('x').type).toBe('contacts/loadSucceeded');
    expect(actions.loadFailed(boom).type).toBe('contacts/loadFailed');
  });

  it('succeeded keeps the answer; failed keeps why and drops the answer; retry loads again', () => {
    let state = reducer(undefined, actions.pageOpened());
    state = reducer(state, actions.loadSucceeded('800 953 4210'));
    expect(state).toEqual({ status: 'succeeded', error: null, info: '800 953 4210', opened: 1 });
    state = reducer(state, actions.loadFailed(boom));
    expect(state).toEqual({ status: 'failed', error: boom, info: null, opened: 1 });
    state = reducer(state, actions.retryRequested());
    expect(state).toEqual({ status: 'loading', error: null, info: null, opened: 1 });
  });

  it('without drop a failure leaves the answer as it was', () => {
    const keepOnly = createSlice({
      name: 'keepOnly',
      initialState,
      reducers: loadReducers<State, string>({
        keep: (state, info) => {
          state.info = info;
        },
      }),
    });
    const loaded = keepOnly.reducer(initialState, keepOnly.actions.loadSucceeded('a'));
    expect(keepOnly.reducer(loaded, keepOnly.actions.loadFailed(boom))).toEqual({
      status: 'failed',
      error: boom,
      info: 'a',
      opened: 0,
    });
  });
});
