import { call } from 'typed-redux-saga';
import type { BridgeEventAction } from '../platform/bridge/events';
import { onHostSession } from './sessionLink/sessionLinkSaga';
import { onLanguageChanged } from './uiSagaLanguage';

/**
 * The reactions to the app's language and session events (src/shell/uiSagaEvents.ts loads them with
 * the first such event): each stores what the app said and loads the page again with it.
 */
export function* onHostEvent(action: BridgeEventAction) {
  if (action.payload.event === 'sessionChanged') yield* call(onHostSession, action);
  else yield* call(onLanguageChanged, action);
}
