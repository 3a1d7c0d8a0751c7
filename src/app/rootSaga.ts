import { all, call } from 'typed-redux-saga';
import { uiSaga } from '../ui/uiSaga';
import { customerServiceSaga } from '../features/customerService';

/** Every feature's root saga. Each watcher wraps its workers in `safely`, so one failure never stops the rest. */
export const featureSagas = [uiSaga, customerServiceSaga];

export function* rootSaga() {
  yield* all(featureSagas.map((saga) => call(saga)));
}
