import type { Action, Middleware } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { SagaContext } from '../platform/context';
import type { AppLocale } from '../i18n/locale';
import type { KeyValueStorage } from '../platform/storage/types';

/**
 * What a plugin adds to a store of the one store factory (src/runtime/store.ts), as one unit. The QA tape is
 * one (src/qa/qaPlugin.ts); a test's action log is another. Every part is optional.
 */
export interface StorePlugin {
  /** Wraps the saga context the store's sagas get (the QA recorder records every effect through it). */
  wrapContext?(context: SagaContext): SagaContext;
  /** A middleware placed before the saga middleware: it sees every dispatched action. */
  middleware?: Middleware;
  /** Sagas started with the store's own, before the features' sagas. */
  sagas?: readonly Saga[];
  /** Told every route change of the app's router: its pathname and query. */
  onRoute?(location: string): void;
  /** Marks an action the api client's hooks dispatch (toast, loading, session expired). */
  markApiAction?<A extends Action>(action: A): A;
}

/** What a plugin started at boot is told of the page load (src/runtime/mount.tsx). */
export interface PluginPage {
  locale: AppLocale;
  /** The brand's app name, as the page shows it. */
  brand: string;
  /** The tab's storage (the QA tape keeps its recording switch there). */
  storage: KeyValueStorage;
}

/** Builds a plugin for the page load, once its environment is booted: the QA tape's (src/qa). */
export type PluginStarter = (page: PluginPage) => Promise<StorePlugin>;
