import '../ui/theme.css';
// The prerendered registration page's styles come with the first load: nothing moves at hydration.
import '../ui/form/form.css';
import '../promotion/components/promotion.css';
import { mount } from '../runtime/mount';
import { qaStarter } from './qaStarter';
import { PromotionRoutes, shownRoute } from '../promotion/promotionRoutes';
import { isBuildBrand } from '../config/brand';
import { createBrowserBridge } from '../platform/bridge/browserBridge';
import { readSession } from '../platform/session/session';
import { loadPromotionMessages } from '../i18n/loadPromotionMessages';
import { DEFAULT_LOCALE } from '../i18n/locale';

/**
 * The registration promotion landing: its own lean entry with hash routes (spec section 2). Its pages
 * and its feature load with the first route; the brand (app name, merchant number, phone rule) comes
 * from the runtime configuration (the providers of mount). promotion.html holds the registration page
 * prerendered in the default locale with the build's brand (src/promotion/promotionPrerender.tsx): the first
 * paint needs no script, and React hydrates it when this visit renders the same page (the empty hash
 * or the channel link's `#/downloadTemplate`, both the registration).
 */
void mount(() => <PromotionRoutes />, {
  loadMessages: loadPromotionMessages,
  // A browser page (visitors come from an ad): no host transport in its first load.
  bridge: createBrowserBridge,
  // It acts on no account (spec section 6): it reads the session, never stores one.
  session: readSession,
  qa: qaStarter,
  prerendered: (env) =>
    env.locale === DEFAULT_LOCALE && shownRoute() === '' && isBuildBrand(env.brand),
});
