import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { safely } from '../../platform/saga/safely';
import type { KeyValueStorage } from '../../platform/storage/types';
import { legalDocsActions as actions, selectLegalDocs } from './legalDocsSlice';
import { parseStoredSession, versionText } from './settingsRules';
import { SESSION_STORAGE_KEY } from '../../platform/session/session';
import { switchLanguage } from '../../shell/uiSagaLanguage';

/** The settings page's version: the app's appVersion from the stored session, else the build id. */
export function* readVersion() {
  const storage = yield* getContext<KeyValueStorage>('storage');
  const session = parseStoredSession(yield* call([storage, storage.get], SESSION_STORAGE_KEY));
  yield* put(actions.versionRead({ appVersion: versionText(session, process.env.CUOTA_BUILD_ID) }));
}

/**
 * The language choice: the new `lang` goes into the stored session (so reloads and in-app navigation
 * keep it, and it wins over languageType at boot), then the page loads again in that language. The
 * switch is the one the app's languageChanged event uses (src/shell/uiSagaLanguage.ts).
 */
export function* changeLanguage(action: ReturnType<typeof actions.languageChosen>) {
  const { locale, location } = action.payload;
  // The page is already going away in the language chosen first.
  if ((yield* select(selectLegalDocs)).reloading) return;
  const reloaded = yield* call(switchLanguage, locale, location);
  if (reloaded) yield* put(actions.reloadRequested());
  else yield* put(actions.languageChangeFailed());
}

export function* legalDocsSaga() {
  yield* takeLatest(actions.settingsOpened.type, safely(readVersion, null));
  yield* takeLeading(
    actions.languageChosen.type,
    safely(changeLanguage, actions.languageChangeFailed()),
  );
}
