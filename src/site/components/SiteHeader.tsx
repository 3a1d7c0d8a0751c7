import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBrand, useMarket } from '../../config/brandContext';
import { publishedSlots } from '../../features/legalDocs';
import { messages, sectionNames } from '../messages';
import { navRoutes } from '../siteRoutes';
import { Logo } from './Logo';
import { SiteLink } from './SiteLink';

/**
 * The brand and the tabs Home, About us, Privacy Policy, Loan terms and conditions (nav index 0 to 3;
 * a legal document's tab only where the deployment's market publishes it, src/config/markets).
 * On a phone the tabs fold behind a menu button; choosing one closes it.
 */
export function SiteHeader() {
  const intl = useIntl();
  const brand = useBrand();
  const tabs = navRoutes(publishedSlots(useMarket(), brand.legalFiles));
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-container site-header-inner">
        <SiteLink section="home" className="site-brand" onClick={() => setOpen(false)}>
          <Logo size={36} />
          <span>{brand.appName}</span>
        </SiteLink>
        <button
          type="button"
          className="site-menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((shown) => !shown)}
        >
          <span className="site-menu-icon" aria-hidden="true" />
          {intl.formatMessage(messages.menu)}
        </button>
        <nav
          id="site-nav"
          className={open ? 'site-nav is-open' : 'site-nav'}
          aria-label={intl.formatMessage(messages.navLabel)}
        >
          <ul>
            {tabs.map((route) => (
              <li key={route.section}>
                <SiteLink
                  section={route.section}
                  markCurrent
                  className="site-nav-link"
                  data-nav={route.nav ?? undefined}
                  onClick={() => setOpen(false)}
                >
                  {intl.formatMessage(sectionNames[route.section])}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
