import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { defaultBrand } from '../config/brand';
import { resolvePaths } from '../config/paths';
import { messages } from './messages';
import promotionTexts from '../i18n/catalogs/promotion/es-MX';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { inertContext } from '../platform/prerender/inertContext';
import { AppProviders } from '../runtime/AppProviders';
import { PromotionRoutes } from './promotionRoutes';
import { createAppStore } from '../runtime/store';
import { streamText, type PrerenderedPage } from '../platform/prerender/page';

/**
 * The landing's registration page (the empty hash) exactly as the promotion entry first renders it:
 * the same providers and routes as src/runtime/mount.tsx, in the default locale with the build's brand
 * and every slice's initial state, so the browser hydrates it without a change. Runs in Node at build
 * time (webpack.config.ts); never shipped.
 */
export async function renderPromotionPage(): Promise<PrerenderedPage> {
  const store = createAppStore({ context: inertContext });
  const { prelude } = await prerenderToNodeStream(
    <AppProviders
      store={store}
      locale={DEFAULT_LOCALE}
      messages={promotionTexts}
      paths={resolvePaths(undefined)}
      brand={defaultBrand}
      imagePolicy={{ origin: '', hosts: [] }}
    >
      <PromotionRoutes />
    </AppProviders>,
    // Every boundary in place: the page may carry no inline script (the CSP forbids them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const intl = createIntl({ locale: DEFAULT_LOCALE, messages: promotionTexts });
  return {
    lang: DEFAULT_LOCALE,
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.intro),
    body: await streamText(prelude),
  };
}
