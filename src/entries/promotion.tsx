import { createRoot } from 'react-dom/client';
import '../ui/theme.css';
import { AppProviders } from '../app/AppProviders';
import { bootEnvironment } from '../app/boot';
import { PromotionRoutes } from '../app/promotionRoutes';
import { setupStore } from '../app/store';
import { environmentDetected } from '../ui/uiSlice';

/** The registration promotion landing: its own lean entry with hash routes (spec section 2). */
async function main() {
  const env = await bootEnvironment(window);
  const store = setupStore(undefined, { context: env.context });
  env.attach(store.dispatch);
  store.dispatch(environmentDetected({ inApp: env.context.bridge.isInApp() }));
  document.documentElement.lang = env.locale;
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  createRoot(container).render(
    <AppProviders store={store} locale={env.locale} messages={env.messages} paths={env.paths}>
      <PromotionRoutes />
    </AppProviders>,
  );
}

void main();
