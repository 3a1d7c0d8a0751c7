import { BrowserRouter } from 'react-router-dom';
import '../ui/theme.css';
import { mount } from '../app/mount';
import { AppRoutes } from '../app/routes';
import { setupLazyAppStore } from '../app/appStore';
import { loadMessages } from '../i18n/loadMessages';

/** The in-app pages (browser routes). */
void mount(
  (env) => (
    <BrowserRouter>
      <AppRoutes paths={env.paths} />
    </BrowserRouter>
  ),
  { createStore: setupLazyAppStore, loadMessages },
);
