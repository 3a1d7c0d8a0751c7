import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { defaultBrand } from '../config/brand';
import { defaultPaths } from '../config/paths';
import coreTexts from '../i18n/catalogs/core/es-MX';
import { createTextLoader } from '../i18n/loadMessages';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { inertContext } from '../platform/prerender/inertContext';
import { streamText, type PrerenderedPage } from '../platform/prerender/page';
import { PageLoading } from '../ui';
import { AppPages } from './appPages';
import { AppProviders } from '../runtime/AppProviders';
import { createAppStore } from '../runtime/store';

const APP_TITLE = 'Cuota';
const APP_DESCRIPTION = 'Cuota: préstamos personales a corto plazo.';

/**
 * An app page at `path` exactly as the app entry first renders it there (src/runtime/mount.tsx and
 * src/entries/app.tsx): the same providers and routes, the default locale and paths, the build's brand
 * and every slice's initial state. The route's page and texts are awaited, so the file holds its title
 * bar and the skeleton of its content; the browser hydrates it in place. An empty path gives the
 * fallback page: the loading indicator React shows while a route's chunk loads. Runs in Node at build
 * time (webpack.config.ts, src/app/shellRoutes.ts); never shipped.
 */
export async function renderAppPage(path: string): Promise<PrerenderedPage> {
  const store = createAppStore({ context: inertContext });
  const messages = { ...coreTexts };
  const { prelude } = await prerenderToNodeStream(
    <AppProviders
      store={store}
      locale={DEFAULT_LOCALE}
      messages={messages}
      ensureTexts={createTextLoader(DEFAULT_LOCALE, messages)}
      paths={defaultPaths}
      brand={defaultBrand}
      imagePolicy={{ origin: '', hosts: [] }}
    >
      {path === '' ? (
        <PageLoading />
      ) : (
        <StaticRouter location={path}>
          <AppPages paths={defaultPaths} attachRouter={() => undefined} />
        </StaticRouter>
      )}
    </AppProviders>,
    // Every boundary in place: the page may carry no inline script (the CSP forbids them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    lang: DEFAULT_LOCALE,
    title: APP_TITLE,
    description: APP_DESCRIPTION,
    body: await streamText(prelude),
  };
}
