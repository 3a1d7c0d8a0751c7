import '../ui/theme.css';
import { mount } from '../app/mount';
import { PromotionRoutes } from '../app/promotionRoutes';
import { setupPromotionStore } from '../app/promotionStore';
import { loadPromotionMessages } from '../i18n/loadPromotionMessages';

/** The registration promotion landing: its own lean entry with hash routes (spec section 2). */
void mount(() => <PromotionRoutes />, {
  createStore: setupPromotionStore,
  loadMessages: loadPromotionMessages,
});
