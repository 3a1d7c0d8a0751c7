import { bankCardFeature } from '../features/bankCard';
import { bridgeCheckFeature } from '../qa/bridgeCheck';
import { cardRepaymentFeature } from '../features/cardRepayment';
import { complaintHistoryFeature } from '../features/complaintHistory';
import { complaintsFeature } from '../features/complaints';
import { customerServiceFeature } from '../features/customerService';
import { legalFeature } from '../features/legal';
import { legalDocsFeature } from '../features/legalDocs';
import { loanConfirmFeature } from '../features/loanConfirm';
import { loanDetailFeature } from '../features/loanDetail';
import { payInstructionsFeature } from '../features/payInstructions';
import { repaymentFeature } from '../features/repayment';
import { devtoolsFeature } from '../qa/devtools';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { all, call } from 'typed-redux-saga';
import type { SagaContext } from '../platform/context';
import { bridgeEventsSaga } from '../platform/bridge/eventsSaga';
import { uiSaga } from '../shell/uiSaga';
import { qaPlugin } from '../qa/qaPlugin';
import { combine, createAppStore, type BaseState } from '../runtime/store';
import type { StorePlugin } from '../runtime/storePlugin';

/**
 * Every feature of the app, for the stores that have them all from the start: tests (setupStore)
 * and QA replay. The app itself never reads this list: each route of routes.tsx brings its own
 * feature with its page. The store factory (store.ts) does not import this module, so no entry's
 * import graph reaches it (test/architecture/importGraph.test.ts): only the test page's chunk, the
 * tests and Node's QA tools carry every feature.
 */
export const allFeatures = [
  customerServiceFeature,
  repaymentFeature,
  loanDetailFeature,
  legalFeature,
  loanConfirmFeature,
  cardRepaymentFeature,
  payInstructionsFeature,
  complaintsFeature,
  complaintHistoryFeature,
  bankCardFeature,
  legalDocsFeature,
  devtoolsFeature,
  bridgeCheckFeature,
] as const;

/** A feature of the app as the store takes it: its slice (`reducerPath`, `reducer`) and its root saga. */
type FeatureDescriptor = (typeof allFeatures)[number];

/** Every feature's state under its slice's name. */
type FeatureStates = {
  [F in FeatureDescriptor as F['slice']['reducerPath']]: ReturnType<F['slice']['reducer']>;
};

/**
 * The app's state with every feature. In the app a feature's state appears when its route injects
 * it, which happens before its page renders, so whatever reads a feature's state finds it.
 */
export type RootState = BaseState & FeatureStates;

export interface SetupOptions {
  context: SagaContext;
  /** Default: the QA plugin not recording, as in the app; a recording test passes `qaPlugin(recorder)`. */
  plugins?: readonly StorePlugin[];
  /** Set false to build the store without starting its sagas (reducer-only tests). */
  runSaga?: boolean;
}

/** The store with every feature from the start, as tests use it. */
export function setupStore(preloadedState: Partial<RootState> | undefined, options: SetupOptions) {
  return createAppStore<RootState>({
    ...options,
    plugins: options.plugins ?? [qaPlugin()],
    preloadedState,
    features: allFeatures,
  });
}

/** Every feature's reducer, as setupStore's store has it (saga tests: `withReducer(rootReducer)`). */
export const rootReducer = /*#__PURE__*/ combine(allFeatures) as unknown as Reducer<
  RootState,
  UnknownAction,
  Partial<RootState>
>;

/** Every saga setupStore's store starts, for QA replay checks that wrap it. */
export function* rootSaga() {
  const sagas = [
    uiSaga,
    bridgeEventsSaga,
    ...(qaPlugin().sagas ?? []),
    ...allFeatures.map((f) => f.saga),
  ];
  yield* all(sagas.map((saga) => call(saga)));
}
