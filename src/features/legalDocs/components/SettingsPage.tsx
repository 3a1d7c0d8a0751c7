import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useBrand, useMarket } from '../../../config/brandContext';
import type { LegalSlot } from '../../../config/markets';
import { fixedPaths } from '../../../config/paths';
import type { AppLocale } from '../../../i18n/locale';
import { CardSection } from '../../../ui';
import { PageFrame } from '../../../shell/PageFrame';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { pageKey } from '../../../shell/hostWait';
import { navigationRequested, type NavigationRequest } from '../../../shell/shellNavigation';
import { selectHostWait } from '../../../shell/uiSlice';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { legalDocsActions as actions, selectLegalDocs } from '../legalDocsSlice';
import { messages } from '../messages';
import { publishedSlots } from '../documents/source';
import { LANGUAGE_CHOICES } from '../settingsRules';
import './legalDocs.css';

const LINKS: { key: string; message: keyof typeof messages; request: NavigationRequest }[] = [
  { key: 'privacy', message: 'privacyTitle', request: { page: 'privacyPolicy' } },
  { key: 'loanTerms', message: 'loanTermsTitle', request: { path: fixedPaths.loanTerms } },
  { key: 'about', message: 'aboutTitle', request: { page: 'aboutUs' } },
];

const isLegalSlot = (key: string): key is LegalSlot => key === 'privacy' || key === 'loanTerms';

/** The host-wait key of a link (src/shell/hostWait.ts): a page of the app, none for a path of this app. */
const linkWait = (request: NavigationRequest) => ('page' in request ? pageKey(request.page) : null);

/** The setting page: the language (stored, then the page reloads in it), the version, the legal pages. */
export default function SettingsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { appVersion, chosenLocale, languageFailed } = useAppSelector(selectLegalDocs);
  const waiting = useAppSelector(selectHostWait);
  const checked = chosenLocale ?? intl.locale;
  // The market's languages and legal documents only (src/config/markets).
  const market = useMarket();
  const { legalFiles } = useBrand();
  const published = publishedSlots(market, legalFiles);
  const choices = LANGUAGE_CHOICES.filter((choice) => market.languages.includes(choice.locale));
  const links = LINKS.filter((link) => !isLegalSlot(link.key) || published.includes(link.key));

  usePageLifecycle(() => actions.settingsOpened(), null, []);

  const choose = (locale: AppLocale) => {
    if (locale === checked) return;
    dispatch(
      actions.languageChosen({
        locale,
        location: { pathname: location.pathname, search: location.search },
      }),
    );
  };

  return (
    <PageFrame title={intl.formatMessage(messages.settingsTitle)}>
      <section className="card">
        <fieldset className="settings-group" aria-busy={chosenLocale ? true : undefined}>
          <legend>{intl.formatMessage(messages.language)}</legend>
          {choices.map((choice) => (
            <label key={choice.locale} className="settings-option">
              <input
                type="radio"
                name="language"
                value={choice.locale}
                checked={checked === choice.locale}
                disabled={chosenLocale !== null}
                onChange={() => choose(choice.locale)}
              />
              <span lang={choice.locale}>{choice.label}</span>
            </label>
          ))}
        </fieldset>
        {chosenLocale ? <p role="status">{intl.formatMessage(messages.languageChanging)}</p> : null}
        {languageFailed ? (
          <p role="alert" className="settings-error">
            {intl.formatMessage(messages.languageFailed)}
          </p>
        ) : null}
      </section>
      <CardSection title={intl.formatMessage(messages.about)} headingClassName="legal-h legal-h2">
        <dl className="settings-list">
          <div className="settings-row">
            <dt>{intl.formatMessage(messages.version)}</dt>
            <dd data-testid="app-version">{appVersion ?? '…'}</dd>
          </div>
        </dl>
      </CardSection>
      <CardSection
        title={intl.formatMessage(messages.legal)}
        headingClassName="legal-h legal-h2"
        as="nav"
      >
        <ul className="settings-links">
          {links.map((link) => (
            <li key={link.key}>
              <button
                type="button"
                className="settings-link"
                // In the app the page opens natively: the link shows taken until the app answers.
                aria-busy={waiting === linkWait(link.request) || undefined}
                disabled={waiting === linkWait(link.request)}
                onClick={() => dispatch(navigationRequested(link.request))}
              >
                <span>{intl.formatMessage(messages[link.message])}</span>
                <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
        </ul>
      </CardSection>
    </PageFrame>
  );
}
