import { createAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { put, takeLatest } from 'redux-saga/effects';
import { safely } from '../../../src/platform/saga/safely';

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

  it('a thrown worker puts the failure action built from the error and the starting action', async () => {
    const watcher = function* () {
      yield takeLatest(
        started.type,
        safely(throwing, (message, action: ReturnType<typeof started>) =>
          failed({ reason: message, id: action.payload.id }),
        ),
      );
    };
    await expectSaga(watcher)
      .put(failed({ reason: 'boom', id: 'bad' }))
      .dispatch(started({ id: 'bad' }))
      .silentRun(50);
    expect(error).toHaveBeenCalledWith('saga worker failed:', 'boom');
  });

  it('a plain failure action works too, and the watcher lives on after a throw', async () => {
    const watcher = function* () {
      yield takeLatest(started.type, safely(throwing, failed({ reason: 'x', id: '' })));
    };
    await expectSaga(watcher)
      .put(failed({ reason: 'x', id: '' }))
      .put(succeeded())
      .dispatch(started({ id: 'bad' }))
      .dispatch(started({ id: 'good' }))
      .silentRun(50);
  });

  it('null: only logged, nothing put', async () => {
    const watcher = function* () {
      yield takeLatest(started.type, safely(throwing, null));
    };
    const result = await expectSaga(watcher)
      .dispatch(started({ id: 'bad' }))
      .silentRun(50);
    expect(result.effects.put).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('logs the error text only, never the action payload', async () => {
    const watcher = function* () {
      yield takeLatest(started.type, safely(throwing, null));
    };
    await expectSaga(watcher)
      .dispatch(started({ id: 'bad' }))
      .silentRun(50);
    expect(JSON.stringify(error.mock.calls)).not.toContain('"id"');
  });
});
