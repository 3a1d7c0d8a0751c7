import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppLocale } from '../../i18n/locale';
import type { PageLocation } from '../../shell/uiSagaLanguage';

/** Where the settings page was opened (the router's location), to reload it in the chosen language. */
export interface LegalDocsState {
  /** The version shown on the settings page: the native app's appVersion, else the web build id. */
  appVersion: string | null;
  /** The language the user just chose; set until the reload replaces the page. */
  chosenLocale: AppLocale | null;
  /** Set when the choice could not be carried out (the page stays, the radio group re-arms). */
  languageFailed: boolean;
  /** The page is reloading in the chosen language: later choices are ignored. */
  reloading: boolean;
}

export const initialLegalDocsState: LegalDocsState = {
  appVersion: null,
  chosenLocale: null,
  languageFailed: false,
  reloading: false,
};

const legalDocsSlice = createSlice({
  name: 'legalDocs',
  initialState: initialLegalDocsState,
  reducers: {
    settingsOpened() {},
    versionRead(state, action: PayloadAction<{ appVersion: string }>) {
      state.appVersion = action.payload.appVersion;
    },
    languageChosen(state, action: PayloadAction<{ locale: AppLocale; location: PageLocation }>) {
      if (state.reloading) return;
      state.chosenLocale = action.payload.locale;
      state.languageFailed = false;
    },
    reloadRequested(state) {
      state.reloading = true;
    },
    languageChangeFailed(state) {
      state.chosenLocale = null;
      state.languageFailed = true;
    },
  },
});

export const legalDocsActions = legalDocsSlice.actions;
export const legalDocsReducer = legalDocsSlice.reducer;

type WithLegalDocs = { legalDocs: LegalDocsState };
export const selectLegalDocs = (state: WithLegalDocs) => state.legalDocs;
