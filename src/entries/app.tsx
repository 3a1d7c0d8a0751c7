import { BrowserRouter } from 'react-router-dom';
import '../ui/theme.css';
import { mount } from '../app/mount';
import { AppRoutes } from '../app/routes';

/** The in-app pages (browser routes). */
void mount((env) => (
  <BrowserRouter>
    <AppRoutes paths={env.paths} />
  </BrowserRouter>
));
