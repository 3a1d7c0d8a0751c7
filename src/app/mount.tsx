import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { bootEnvironment, type AppEnvironment } from './boot';
import { setupStore } from './store';
import { environmentDetected } from '../ui/uiSlice';

/** Boots the environment, builds the store and renders the entry's routes into #root. */
export async function mount(routes: (env: AppEnvironment) => ReactNode) {
  const env = await bootEnvironment(window);
  const store = setupStore(undefined, { context: env.context });
  env.attach(store.dispatch);
  store.dispatch(environmentDetected({ inApp: env.context.bridge.isInApp() }));
  document.documentElement.lang = env.locale;
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  createRoot(container).render(
    <AppProviders store={store} locale={env.locale} messages={env.messages} paths={env.paths}>
      {routes(env)}
    </AppProviders>,
  );
}
