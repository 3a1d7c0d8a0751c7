import { BrowserRouter } from 'react-router-dom';
import '../ui/theme.css';
import { mount } from '../app/mount';
import { AppRoutes, RouterBinding } from '../app/routes';
import { createTextLoader, loadMessages } from '../i18n/loadMessages';

/** The in-app pages (browser routes); each route brings its feature into the store. */
void mount(
  (env) => (
    <BrowserRouter>
      <RouterBinding attach={env.attachRouter} />
      <AppRoutes paths={env.paths} />
    </BrowserRouter>
  ),
  { loadMessages, textLoader: createTextLoader },
);
