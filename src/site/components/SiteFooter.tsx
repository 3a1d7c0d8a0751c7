import { useIntl, type MessageDescriptor } from 'react-intl';
import { useBrand, useMarket } from '../../config/brandContext';
import { publishedSlots } from '../../features/legalDocs';
import type { AppLocale } from '../../i18n/locale';
import { copyright, messages, sectionNames } from '../messages';
import { useSiteNavigation } from '../siteContext';
import { isPublished, pathOf, SITE_ROUTES } from '../siteRoutes';
import { ContactDetails } from './ContactDetails';
import { SiteLink } from './SiteLink';

const LANGUAGES: { locale: AppLocale; lang: string; name: MessageDescriptor }[] = [
  { locale: 'es-MX', lang: 'es-MX', name: messages.langEs },
  { locale: 'en', lang: 'en', name: messages.langEn },
  { locale: 'zh-CN', lang: 'zh-CN', name: messages.langZh },
];

/**
 * Every section's link (Contact and Users are reached from here), the contact details, the language
 * choice (a link that reloads the section with `?lang=`) and the copyright with the year.
 */
export function SiteFooter({ year }: { year: number }) {
  const intl = useIntl();
  const brand = useBrand();
  const { section } = useSiteNavigation();
  // The market's legal documents and languages only (src/config/markets).
  const market = useMarket();
  const published = publishedSlots(market, brand.legalFiles);
  const routes = SITE_ROUTES.filter((route) => isPublished(route, published));
  const languages = LANGUAGES.filter((language) => market.languages.includes(language.locale));
  return (
    <footer className="site-footer">
      <div className="site-container site-footer-grid">
        <nav aria-labelledby="site-footer-sections">
          <h2 id="site-footer-sections">{intl.formatMessage(messages.footerSections)}</h2>
          <ul className="site-footer-links">
            {routes.map((route) => (
              <li key={route.section}>
                <SiteLink section={route.section} markCurrent>
                  {intl.formatMessage(sectionNames[route.section])}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{intl.formatMessage(messages.contactInfoTitle)}</h2>
          <ContactDetails />
        </div>
        <div>
          <h2>{intl.formatMessage(messages.footerLanguage)}</h2>
          <ul className="site-footer-links">
            {languages.map((language) => (
              <li key={language.locale}>
                <a
                  href={`${pathOf(section)}?lang=${language.locale}`}
                  lang={language.lang}
                  hrefLang={language.lang}
                  aria-current={intl.locale === language.locale ? 'true' : undefined}
                >
                  {intl.formatMessage(language.name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-container site-copyright">
        {intl.formatMessage(copyright, { year, company: brand.companyName })}
      </p>
    </footer>
  );
}
