import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import siteTexts from '../i18n/catalogs/site/es-MX';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { sectionMeta } from './messages';
import { SiteApp } from './SiteApp';
import { prerenderFacts } from './siteFacts';
import { sectionForPath } from './siteRoutes';
import { streamText, type PrerenderedPage } from '../platform/prerender/page';

/**
 * Renders a site path at build time in the default locale (es-MX), waiting for every lazily loaded
 * part (the legal documents) so the file holds the whole section. Runs in Node (webpack.config.ts
 * compiles this module for it); never shipped to the browser.
 */
export async function renderSitePage(path: string): Promise<PrerenderedPage> {
  const facts = prerenderFacts();
  const { prelude } = await prerenderToNodeStream(
    <SiteApp locale={DEFAULT_LOCALE} messages={siteTexts} path={path} facts={facts} />,
    // Every boundary in place, however long (a legal document): the page may carry no inline script
    // (the CSP forbids them) to move outlined content in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const intl = createIntl({ locale: DEFAULT_LOCALE, messages: siteTexts });
  const meta = sectionMeta[sectionForPath(path)];
  const values = { appName: facts.brand.appName };
  return {
    lang: DEFAULT_LOCALE,
    title: intl.formatMessage(meta.title, values),
    description: intl.formatMessage(meta.description, values),
    body: await streamText(prelude),
  };
}
