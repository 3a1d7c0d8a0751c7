import { all, call } from 'typed-redux-saga';
import { uiSaga } from '../ui/uiSaga';
import { customerServiceSaga } from '../features/customerService';
import { repaymentSaga } from '../features/repayment';
import { loanDetailSaga } from '../features/loanDetail';
import { legalSaga } from '../features/legal';
import { loanConfirmSaga } from '../features/loanConfirm';
import { cardRepaymentSaga } from '../features/cardRepayment';
import { payInstructionsSaga } from '../features/payInstructions';
import { testPreviewSaga } from '../features/testPreview';

/** Every feature's root saga. Each watcher wraps its workers in `safely`, so one failure never stops the rest. */
export const featureSagas = [
  uiSaga,
  customerServiceSaga,
  repaymentSaga,
  loanDetailSaga,
  legalSaga,
  loanConfirmSaga,
  cardRepaymentSaga,
  payInstructionsSaga,
  testPreviewSaga,
];

export function* rootSaga() {
  yield* all(featureSagas.map((saga) => call(saga)));
}
