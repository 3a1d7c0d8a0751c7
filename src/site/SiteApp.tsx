import { StrictMode, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { BrandContext, useBrand } from '../config/brandContext';
import type { Catalog } from '../i18n/catalog';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/locale';
import { replayEarlyEvents } from '../platform/boot/earlyHandOver';
import { ContactSection, UserSection } from './components/ContactSection';
import { HomeSection } from './components/HomeSection';
import { AboutSection, LoanSection, PolicySection } from './components/LegalSections';
import { SECTION_TITLE_ID } from './components/SectionTitle';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { messages, sectionMeta } from './messages';
import type { SiteFacts } from './siteFacts';
import { SiteNavigationContext } from './siteContext';
import { sectionForPath, type SiteSection } from './siteRoutes';
import { useSiteSection } from './useSiteSection';

export interface SiteAppProps {
  locale: AppLocale;
  messages: Catalog;
  /** The address's path: the section shown first ('/About' ...; anything unknown is Home). */
  path: string;
  /** The facts the page was prerendered with: hydration renders exactly these. */
  facts: SiteFacts;
  /** The facts of this visit (runtime brand, this year): they replace the prerendered ones once hydrated. */
  liveFacts?: SiteFacts;
}

const SECTIONS: Record<SiteSection, () => ReactNode> = {
  home: () => <HomeSection />,
  about: () => <AboutSection />,
  policy: () => <PolicySection />,
  loan: () => <LoanSection />,
  contact: () => <ContactSection />,
  user: () => <UserSection />,
};

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates (React reads the server snapshot
 * then), true right after: the prerendered facts hydrate, the live ones follow without a mismatch.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Keeps the document's title and description with the section; after a switch, focus on its heading. */
function useSectionDocument(section: SiteSection, appName: string) {
  const intl = useIntl();
  const first = useRef(true);
  useEffect(() => {
    const meta = sectionMeta[section];
    document.title = intl.formatMessage(meta.title, { appName });
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', intl.formatMessage(meta.description, { appName }));
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(SECTION_TITLE_ID)?.focus();
  }, [intl, section, appName]);
}

function SiteShell({ path, year }: { path: string; year: number }) {
  const intl = useIntl();
  const navigation = useSiteSection(sectionForPath(path));
  const { appName } = useBrand();
  useSectionDocument(navigation.section, appName);
  // What was typed and tapped on the prerendered page before this script ran, now that the page can
  // take it.
  useEffect(() => void replayEarlyEvents(window), []);
  return (
    <SiteNavigationContext.Provider value={navigation}>
      <a className="site-skip" href="#site-main">
        {intl.formatMessage(messages.skip)}
      </a>
      <SiteHeader />
      <main id="site-main" className="site-main" data-section={navigation.section}>
        {SECTIONS[navigation.section]()}
      </main>
      <SiteFooter year={year} />
    </SiteNavigationContext.Provider>
  );
}

/**
 * The company website (spec screen 8, section 4): its own texts, the brand and the section router. The
 * same tree renders at build time (prerendered pages) and in the browser (hydrated), with no store and
 * no server call.
 */
export function SiteApp({ locale, messages: texts, path, facts, liveFacts }: SiteAppProps) {
  const shown = useHydrated() && liveFacts ? liveFacts : facts;
  return (
    <StrictMode>
      <IntlProvider locale={locale} messages={texts} defaultLocale={DEFAULT_LOCALE}>
        <BrandContext.Provider value={shown.brand}>
          <SiteShell path={path} year={shown.year} />
        </BrandContext.Provider>
      </IntlProvider>
    </StrictMode>
  );
}
