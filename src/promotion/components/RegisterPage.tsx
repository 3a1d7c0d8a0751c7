import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { promotionActions as actions } from '../promotionSlice';
import { PromotionFrame } from './PromotionFrame';
import { RegisterForm } from './RegisterForm';
import { TemplateBenefits, TemplateHero } from './TemplateHero';
import { usePromotionPage } from './usePromotionPage';
import './promotion.css';

/**
 * Spec section 2, screen 10: the registration promotion (the landing, at the empty hash). The form works
 * while the template loads; the template's banner box is reserved so nothing moves when it comes.
 */
export default function RegisterPage() {
  const intl = useIntl();
  usePromotionPage('register', actions.registerPageLeft);

  return (
    <PromotionFrame>
      <TemplateHero
        title={intl.formatMessage(messages.title)}
        intro={intl.formatMessage(messages.intro)}
      />
      <section className="card promo-card">
        <RegisterForm />
      </section>
      <TemplateBenefits />
    </PromotionFrame>
  );
}
