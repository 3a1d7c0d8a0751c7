import { all, call } from 'typed-redux-saga';
import { uiSaga } from '../ui/uiSaga';
import { customerServiceSaga } from '../features/customerService';
import { loanDetailSaga } from '../features/loanDetail';
import { legalSaga } from '../features/legal';
import { loanConfirmSaga } from '../features/loanConfirm';

/** Every feature's root saga. Each watcher wraps its workers in `safely`, so one failure never stops the rest. */
export const featureSagas = [
  uiSaga,
  customerServiceSaga,
  loanDetailSaga,
  legalSaga,
  loanConfirmSaga,
];

export function* rootSaga() {
  yield* all(featureSagas.map((saga) => call(saga)));
}
