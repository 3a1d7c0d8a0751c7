import {
  initialLegalDocsState,
  legalDocsActions as actions,
  legalDocsReducer as reducer,
  type LegalDocsState,
} from '../../../src/features/legalDocs/legalDocsSlice';

const settings = { pathname: '/settings', search: '' };
const chose = (locale: 'es-MX' | 'en' | 'zh-CN') =>
  actions.languageChosen({ locale, location: settings });
const state = (over: Partial<LegalDocsState> = {}): LegalDocsState => ({
  ...initialLegalDocsState,
  ...over,
});

describe('legalDocs slice: each event', () => {
  it('starts with no version, no choice, no failure, not reloading', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual(initialLegalDocsState);
  });

  it('settingsOpened changes nothing (the saga reads the version)', () => {
    expect(reducer(state({ appVersion: '2.4.1' }), actions.settingsOpened())).toEqual(
      state({ appVersion: '2.4.1' }),
    );
  });

  it('versionRead keeps the version shown', () => {
    expect(reducer(state(), actions.versionRead({ appVersion: '2.4.1' }))).toEqual(
      state({ appVersion: '2.4.1' }),
    );
  });

  it('languageChosen keeps the choice and clears an earlier failure', () => {
    expect(reducer(state({ languageFailed: true }), chose('en'))).toEqual(
      state({ chosenLocale: 'en' }),
    );
  });

  it('reloadRequested: the page is reloading in the choice', () => {
    expect(reducer(state({ chosenLocale: 'en' }), actions.reloadRequested())).toEqual(
      state({ chosenLocale: 'en', reloading: true }),
    );
  });

  it('languageChangeFailed drops the choice and says so (the radio group re-arms)', () => {
    expect(reducer(state({ chosenLocale: 'en' }), actions.languageChangeFailed())).toEqual(
      state({ languageFailed: true }),
    );
  });
});

describe('legalDocs slice: guards', () => {
  it('a choice while the page already reloads is ignored (the first choice is the one loading)', () => {
    const reloading = state({ chosenLocale: 'zh-CN', reloading: true });
    expect(reducer(reloading, chose('en'))).toEqual(reloading);
  });

  it('a failed reload lets the next choice through', () => {
    const failed = reducer(state({ chosenLocale: 'en' }), actions.languageChangeFailed());
    expect(reducer(failed, chose('zh-CN'))).toEqual(state({ chosenLocale: 'zh-CN' }));
  });
});
