import type { Reducer } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { Saga } from 'redux-saga';
import type * as BridgeCheckPages from '../qa/bridgeCheck/pages';
import type { Feature } from '../platform/store/defineFeature';
import type * as DevtoolsRoute from './devtoolsRoute';

/**
 * Each feature of the route table as a chunk of its own, named after the feature (the same string as
 * its text namespace and the route table's `feature` column): its slice, saga and pages load together
 * when one of its routes is first shown. A feature's `pages.ts` says what the chunk holds.
 */
const APP_CHUNKS = {
  customerService: () =>
    import(/* webpackChunkName: "customerService" */ '../features/customerService/pages'),
  loanDetail: () => import(/* webpackChunkName: "loanDetail" */ '../features/loanDetail/pages'),
  legal: () => import(/* webpackChunkName: "legal" */ '../features/legal/pages'),
  loanConfirm: () => import(/* webpackChunkName: "loanConfirm" */ '../features/loanConfirm/pages'),
  payInstructions: () =>
    import(/* webpackChunkName: "payInstructions" */ '../features/payInstructions/pages'),
  repayment: () => import(/* webpackChunkName: "repayment" */ '../features/repayment/pages'),
  cardRepayment: () =>
    import(/* webpackChunkName: "cardRepayment" */ '../features/cardRepayment/pages'),
  complaints: () => import(/* webpackChunkName: "complaints" */ '../features/complaints/pages'),
  complaintHistory: () =>
    import(/* webpackChunkName: "complaintHistory" */ '../features/complaintHistory/pages'),
  legalDocs: () => import(/* webpackChunkName: "legalDocs" */ '../features/legalDocs/pages'),
  bankCard: () => import(/* webpackChunkName: "bankCard" */ '../features/bankCard/pages'),
};

/** The developer pages' features (devtools builds only). */
interface DevtoolsChunks {
  devtools: () => Promise<typeof DevtoolsRoute>;
  bridgeCheck: () => Promise<typeof BridgeCheckPages>;
}

type AppFeature = keyof typeof APP_CHUNKS;
type Chunks = typeof APP_CHUNKS & DevtoolsChunks;

/** A feature of the route table. */
export type FeatureName = keyof Chunks;

/** The pages a feature's chunk holds, by name. */
export type PageName<F extends FeatureName> = keyof Awaited<ReturnType<Chunks[F]>>['pages'] &
  string;

/** What every feature chunk holds: the feature the store injects, and its pages. */
export interface FeatureChunk {
  feature: Feature<string, Reducer, Saga>;
  pages: Readonly<Record<string, ComponentType>>;
}

const isAppFeature = (name: FeatureName): name is AppFeature =>
  Object.prototype.hasOwnProperty.call(APP_CHUNKS, name);

/**
 * The developer pages' chunks exist only in builds with CUOTA_DEVTOOLS=1: webpack replaces the
 * condition with a constant, so a production build has neither the imports nor the chunks.
 */
function loadDevtoolsChunk(name: keyof DevtoolsChunks): Promise<FeatureChunk> {
  if (process.env.CUOTA_DEVTOOLS === '1') {
    return name === 'bridgeCheck'
      ? import(/* webpackChunkName: "bridgeCheck" */ '../qa/bridgeCheck/pages')
      : import(/* webpackChunkName: "devtools" */ './devtoolsRoute');
  }
  return Promise.reject(new Error('This build has no developer pages.'));
}

/** Loads a feature's chunk. */
export function loadFeatureChunk(name: FeatureName): Promise<FeatureChunk> {
  return isAppFeature(name) ? APP_CHUNKS[name]() : loadDevtoolsChunk(name);
}
