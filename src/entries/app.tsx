import { BrowserRouter } from 'react-router-dom';
import '../ui/theme.css';
import { AppPages } from '../app/appPages';
import { HeldLink } from '../app/heldLink';
import { mount } from '../runtime/mount';
import { qaStarter } from './qaStarter';
import { isBuildBrand } from '../config/brand';
import { createBridge } from '../platform/bridge/bridge';
import { takeSession } from '../platform/session/take';
import { isDefaultPaths } from '../config/paths';
import { createTextLoader, loadMessages } from '../i18n/loadMessages';
import { DEFAULT_LOCALE } from '../i18n/locale';

/**
 * The in-app pages (browser routes); each route brings its feature into the store. Each route's HTML
 * holds its page as first rendered in the default locale with the build's brand and paths
 * (src/app/appPrerender.tsx, `data-path` on #root): React hydrates it when this visit renders the same
 * page there, and replaces it otherwise (another language, brand or path, the fallback page, a link's
 * other session's choice).
 */
void mount(
  (env) => {
    const page = (
      <BrowserRouter>
        <AppPages paths={env.paths} attachRouter={env.attachRouter} />
      </BrowserRouter>
    );
    // A link's other session: the borrower's choice first (src/app/heldLink.tsx).
    return env.link ? <HeldLink link={env.link} page={page} /> : page;
  },
  {
    loadMessages,
    bridge: createBridge,
    session: takeSession,
    textLoader: createTextLoader,
    qa: qaStarter,
    prerendered: (env) =>
      !env.link &&
      document.getElementById('root')?.dataset.path === window.location.pathname &&
      env.locale === DEFAULT_LOCALE &&
      isBuildBrand(env.brand) &&
      isDefaultPaths(env.paths),
  },
);
