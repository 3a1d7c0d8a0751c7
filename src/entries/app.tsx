import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../ui/theme.css';
import { AppProviders } from '../app/AppProviders';
import { bootEnvironment } from '../app/boot';
import { AppRoutes } from '../app/routes';
import { setupStore } from '../app/store';
import { environmentDetected } from '../ui/uiSlice';

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
      <BrowserRouter>
        <AppRoutes paths={env.paths} />
      </BrowserRouter>
    </AppProviders>,
  );
}

void main();
