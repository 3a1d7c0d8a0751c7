import '../ui/theme.css';
import { mount } from '../app/mount';
import { PromotionRoutes } from '../app/promotionRoutes';
import { loadPromotionMessages } from '../i18n/loadPromotionMessages';

/**
 * The registration promotion landing: its own lean entry with hash routes (spec section 2). Its pages
 * and its feature load with the first route; the brand (app name, merchant number, phone rule) comes
 * from the runtime configuration (the providers of mount).
 */
void mount(() => <PromotionRoutes />, { loadMessages: loadPromotionMessages });
