import { createSlice } from '@reduxjs/toolkit';
import {
  countdownOver,
  countdownReducers,
  idleCountdown,
  type CountdownState,
} from '../../../src/platform/state/countdownState';

interface Page {
  sms: CountdownState & { open: boolean };
}

const sliceWith = (resetTo?: number) =>
  createSlice({
    name: 'test',
    initialState: { sms: { open: true, ...idleCountdown(0) } } as Page,
    reducers: countdownReducers((state: Page) => state.sms, { seconds: 60, resetTo }),
  });

describe('countdownReducers: the one countdown state of a slice', () => {
  it('starts from its seconds, shows each tick, stops at the end (the last tick stays)', () => {
    const { actions, reducer } = sliceWith();
    let state = reducer(undefined, actions.countdownStarted());
    expect(state.sms).toEqual({ open: true, counting: true, secondsLeft: 60 });
    state = reducer(state, actions.countdownTicked(59));
    state = reducer(state, actions.countdownTicked(0));
    expect(state.sms.secondsLeft).toBe(0);
    state = reducer(state, actions.countdownEnded());
    expect(state.sms).toEqual({ open: true, counting: false, secondsLeft: 0 });
  });

  it('with resetTo, the end shows it again (the landing: back to 60 and "get code")', () => {
    const { actions, reducer } = sliceWith(60);
    let state = reducer(undefined, actions.countdownStarted());
    state = reducer(state, actions.countdownTicked(12));
    state = reducer(state, actions.countdownEnded());
    expect(state.sms).toEqual({ open: true, counting: false, secondsLeft: 60 });
  });

  it('a new start counts from the full seconds again', () => {
    const { actions, reducer } = sliceWith();
    const state = [actions.countdownStarted(), actions.countdownTicked(3)].reduce(
      reducer,
      undefined,
    );
    expect(reducer(state, actions.countdownStarted()).sms.secondsLeft).toBe(60);
  });

  it('idleCountdown: not counting, showing the given seconds', () => {
    expect(idleCountdown(60)).toEqual({ counting: false, secondsLeft: 60 });
  });

  it('countdownOver: only a countdown that ran to 0 and stopped lets the held action back', () => {
    expect(countdownOver({ counting: false, secondsLeft: 0 })).toBe(true);
    expect(countdownOver({ counting: true, secondsLeft: 0 })).toBe(false);
    expect(countdownOver({ counting: true, secondsLeft: 12 })).toBe(false);
    // Stopped before its end (the page left): still held back.
    expect(countdownOver({ counting: false, secondsLeft: 12 })).toBe(false);
  });
});
