import '../ui/theme.css';
import { mount } from '../app/mount';
import { PromotionRoutes } from '../app/promotionRoutes';
import { loadPromotionMessages } from '../i18n/loadPromotionMessages';

/** The registration promotion landing: its own lean entry with hash routes (spec section 2). */
void mount(() => <PromotionRoutes />, { loadMessages: loadPromotionMessages });
