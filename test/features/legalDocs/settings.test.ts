import {
  changeLanguage,
  legalDocsSaga,
  readVersion,
} from '../../../src/features/legalDocs/legalDocsSaga';
import {
  initialLegalDocsState,
  legalDocsActions as actions,
  legalDocsReducer,
} from '../../../src/features/legalDocs/legalDocsSlice';
import {
  parseStoredSession,
  reloadTarget,
  versionText,
  withLang,
} from '../../../src/features/legalDocs/settingsRules';
import { SESSION_STORAGE_KEY, storedSession } from '../../../src/platform/session/session';
import { chooseLocale } from '../../../src/i18n/locale';
import { fakeContext } from '../../support/fakeContext';
import { expectSagaWith, settle, sagaHarness } from '../../support/sagaHarness';

const location = (pathname: string, search = '') => ({ pathname, search });

describe('settings rules', () => {
  it.each([
    ['the native app passes appVersion', { appVersion: '2.4.1' }, 'build-7', '2.4.1'],
    ['no appVersion: the build id', {}, 'build-7', 'build-7'],
    ['a blank appVersion: the build id', { appVersion: '  ' }, 'build-7', 'build-7'],
    ['neither: web', {}, undefined, 'web'],
    ['a blank build id: web', {}, ' ', 'web'],
  ])('version: %s', (_name, session, build, expected) => {
    expect(versionText(session, build)).toBe(expected);
  });

  it.each([
    [
      'no query: the session, with the choice, in the query',
      location('/settings'),
      { userId: '9', lang: 'en' },
      '/settings?userId=9&lang=en',
    ],
    [
      'the other params stay',
      location('/settings', '?from=menu'),
      { lang: 'en' },
      '/settings?from=menu&lang=en',
    ],
    [
      'session keys in the query are replaced by the session',
      location('/settings', '?deviceId=d0&lang=en&userId=9'),
      { deviceId: 'd1', languageType: '1', lang: 'es-MX' },
      '/settings?deviceId=d1&languageType=1&lang=es-MX',
    ],
  ] as const)('reload target: %s', (_name, from, session, expected) => {
    expect(reloadTarget(from, session)).toBe(expected);
  });

  it.each([
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['an array', '[1]', {}],
    ['foreign keys and non-strings dropped', '{"userId":"1","x":"2","lang":3}', { userId: '1' }],
  ])('stored session: %s', (_name, raw, expected) => {
    expect(parseStoredSession(raw)).toEqual(expected);
  });

  it('a stored choice wins over languageType at the next boot', () => {
    const storage = fakeContext().storage;
    storage.set(SESSION_STORAGE_KEY, JSON.stringify({ deviceId: 'd1', languageType: '1' }));
    const stored = parseStoredSession(storage.get(SESSION_STORAGE_KEY));
    storage.set(SESSION_STORAGE_KEY, JSON.stringify(withLang(stored, 'es-MX')));
    const session = storedSession(storage);
    expect(session).toEqual({ deviceId: 'd1', languageType: '1', lang: 'es-MX' });
    expect(chooseLocale(session)).toBe('es-MX');
  });
});

describe('legalDocs slice', () => {
  it('records the version, the choice and its failure', () => {
    let state = legalDocsReducer(undefined, actions.versionRead({ appVersion: '2.4.1' }));
    expect(state).toEqual({ ...initialLegalDocsState, appVersion: '2.4.1' });
    state = legalDocsReducer(
      state,
      actions.languageChosen({ locale: 'en', location: location('/settings') }),
    );
    expect(state).toEqual({
      appVersion: '2.4.1',
      chosenLocale: 'en',
      languageFailed: false,
      reloading: false,
    });
    state = legalDocsReducer(state, actions.languageChangeFailed());
    expect(state).toMatchObject({ chosenLocale: null, languageFailed: true });
    state = legalDocsReducer(
      state,
      actions.languageChosen({ locale: 'zh-CN', location: location('/settings') }),
    );
    expect(state).toMatchObject({ chosenLocale: 'zh-CN', languageFailed: false });
    state = legalDocsReducer(state, actions.reloadRequested());
    state = legalDocsReducer(
      state,
      actions.languageChosen({ locale: 'en', location: location('/settings') }),
    );
    expect(state).toMatchObject({ chosenLocale: 'zh-CN', reloading: true });
  });
});

describe('settings saga', () => {
  it('reads the app version from the stored session', async () => {
    const context = fakeContext();
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ appVersion: '3.1.0', userId: '1' }));
    const { storeState } = await expectSagaWith(readVersion, { context })
      .put(actions.versionRead({ appVersion: '3.1.0' }))
      .run();
    expect(storeState.legalDocs.appVersion).toBe('3.1.0');
  });

  it("shows the web build's version outside the app", async () => {
    const context = fakeContext();
    await expectSagaWith(readVersion, { context })
      .put(actions.versionRead({ appVersion: versionText({}, process.env.CUOTA_BUILD_ID) }))
      .run();
  });

  it('stores the choice in the session, then reloads the page in place', async () => {
    const context = fakeContext();
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1', languageType: '1' }));
    const set = jest.spyOn(context.storage, 'set');
    const open = jest.spyOn(context.navigator, 'open');
    const chosen = actions.languageChosen({ locale: 'es-MX', location: location('/settings') });
    const { storeState } = await expectSagaWith(changeLanguage, { context }, chosen)
      .put(actions.reloadRequested())
      .run();
    expect(storeState.legalDocs.reloading).toBe(true);
    expect(JSON.parse(context.storage.get(SESSION_STORAGE_KEY) ?? '')).toEqual({
      userId: '1',
      languageType: '1',
      lang: 'es-MX',
    });
    // The session rides in the address too (the next load takes it as the same one, and removes it).
    expect(context.navigator.visited).toEqual([
      { url: '/settings?userId=1&languageType=1&lang=es-MX', replace: true },
    ]);
    // The order: stored first, reload after.
    expect(set.mock.invocationCallOrder[0]).toBeLessThan(open.mock.invocationCallOrder[0]);
  });

  it("the address's session keys are the stored session's, with the new lang", async () => {
    const context = fakeContext();
    context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ deviceId: 'd1', languageType: '0' }));
    const chosen = actions.languageChosen({
      locale: 'en',
      location: location('/settings', '?from=menu&deviceId=old&lang=zh-CN'),
    });
    await expectSagaWith(changeLanguage, { context }, chosen).run();
    expect(context.navigator.visited).toEqual([
      { url: '/settings?from=menu&deviceId=d1&languageType=0&lang=en', replace: true },
    ]);
    expect(JSON.parse(context.storage.get(SESSION_STORAGE_KEY) ?? '')).toEqual({
      deviceId: 'd1',
      languageType: '0',
      lang: 'en',
    });
  });

  it('a refused reload re-arms the choice with a failure', async () => {
    const context = fakeContext();
    const chosen = actions.languageChosen({ locale: 'en', location: location('//evil.example') });
    const { storeState } = await expectSagaWith(changeLanguage, { context }, chosen)
      .put(actions.languageChangeFailed())
      .run();
    expect(storeState.legalDocs.languageFailed).toBe(true);
    expect(context.navigator.visited).toEqual([]);
  });

  it('a burst of choices stores and reloads once, in the first language chosen', async () => {
    const context = fakeContext();
    const run = sagaHarness(legalDocsSaga, { context });
    run.dispatch(actions.languageChosen({ locale: 'en', location: location('/settings') }));
    run.dispatch(actions.languageChosen({ locale: 'zh-CN', location: location('/settings') }));
    await settle();
    run.dispatch(actions.languageChosen({ locale: 'es-MX', location: location('/settings') }));
    await settle();
    expect(context.navigator.visited).toEqual([{ url: '/settings?lang=en', replace: true }]);
    expect(parseStoredSession(context.storage.get(SESSION_STORAGE_KEY)).lang).toBe('en');
    expect(run.state().legalDocs).toMatchObject({ chosenLocale: 'en', reloading: true });
    run.task.cancel();
  });

  it('a thrown worker fails the choice and keeps listening', async () => {
    const context = fakeContext();
    const run = sagaHarness(legalDocsSaga, { context });
    const set = jest.spyOn(context.storage, 'set').mockImplementationOnce(() => {
      throw new Error('quota');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    run.dispatch(actions.languageChosen({ locale: 'zh-CN', location: location('/settings') }));
    await settle();
    expect(run.state().legalDocs).toMatchObject({ chosenLocale: null, languageFailed: true });
    expect(context.navigator.visited).toEqual([]);
    run.dispatch(actions.languageChosen({ locale: 'zh-CN', location: location('/settings') }));
    await settle();
    expect(set).toHaveBeenCalledTimes(2);
    expect(context.navigator.visited).toEqual([{ url: '/settings?lang=zh-CN', replace: true }]);
    run.task.cancel();
  });
});
