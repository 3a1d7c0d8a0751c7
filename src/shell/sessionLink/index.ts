import { defineFeature } from '../../platform/store/defineFeature';
import { sessionLinkReducer } from './sessionLinkSlice';
import { sessionLinkSaga } from './sessionLinkSaga';

export { selectSessionLink, sessionLinkActions } from './sessionLinkSlice';

/**
 * The choice between the tab's session and a link's other one: its slice and flow, and its texts
 * (src/i18n/messages/<locale>/sessionLink.json). The app injects it only when a page load held a
 * link's session (src/app/heldLink.tsx); no route brings it. QA replay has it from the start.
 */
export const sessionLinkFeature = defineFeature('sessionLink', sessionLinkReducer, sessionLinkSaga);
