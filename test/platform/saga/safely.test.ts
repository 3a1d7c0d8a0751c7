import { createAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';
import { safely } from '../../../src/platform/saga/safely';
import { runSagaWith, settle } from '../../support/sagaHarness';

const started = createAction<{ id: string }>('flow/started');
const failed = createAction<{ reason: string; id: string }>('flow/failed');
const succeeded = createAction('flow/succeeded');

describe('safely', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  function* throwing(action: ReturnType<typeof started>) {
    if (action.payload.id === 'bad') throw new Error('boom');
    yield put(succeeded());
  }

  /** The watcher on the harness (no app state): the test dispatches, settles and reads the puts. */
  const start = (watcher: () => Generator) =>
    runSagaWith(watcher, { state: null, reducer: (state: null) => state });

  it('a thrown worker puts the failure action built from the error and the starting action', async () => {
    const watcher = function* () {
      yield takeLatest(
        started.type,
        safely(throwing, (message, action: ReturnType<typeof started>) =>
          failed({ reason: message, id: action.payload.id }),
        ),
      );
    };
    const run = start(watcher);
    run.dispatch(started({ id: 'bad' }));
    await settle();
    expect(run.put).toEqual([failed({ reason: 'boom', id: 'bad' })]);
    expect(error).toHaveBeenCalledWith('saga worker failed:', 'boom');
  });

  it('a plain failure action works too, and the watcher lives on after a throw', async () => {
    const watcher = function* () {
      yield takeLatest(started.type, safely(throwing, failed({ reason: 'x', id: '' })));
    };
    const run = start(watcher);
    run.dispatch(started({ id: 'bad' }));
    await settle();
    expect(run.put).toEqual([failed({ reason: 'x', id: '' })]);
    run.dispatch(started({ id: 'good' }));
    await settle();
    expect(run.put).toEqual([failed({ reason: 'x', id: '' }), succeeded()]);
    expect(run.task.isRunning()).toBe(true);
  });

  it('null: only logged, nothing put', async () => {
    const watcher = function* () {
      yield takeLatest(started.type, safely(throwing, null));
    };
    const run = start(watcher);
    run.dispatch(started({ id: 'bad' }));
    await settle();
    expect(run.put).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('logs the error text only, never the action payload', async () => {
    const watcher = function* () {
      yield takeLatest(started.type, safely(throwing, null));
    };
    const run = start(watcher);
    run.dispatch(started({ id: 'bad' }));
    await settle();
    expect(JSON.stringify(error.mock.calls)).not.toContain('"id"');
  });
});
