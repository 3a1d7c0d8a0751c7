import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../shell/hooks';
import { useShownText } from '../../shell/shownText';
import { LoadFailed } from '../../ui/RetryBlock';
import { Skeleton } from '../../ui/Skeleton';
import { messages } from '../messages';
import { promotionActions as actions, selectPromotion } from '../promotionSlice';
import { hashOf } from '../query';
import { PromotionFrame } from './PromotionFrame';
import { usePromotionPage } from './usePromotionPage';
import './promotion.css';

/** The registration agreement (`#/agreementTemplate`): the template's agreement text, and the way back. */
export default function AgreementPage() {
  const intl = useIntl();
  const shownText = useShownText();
  const dispatch = useAppDispatch();
  usePromotionPage('agreement');
  const { template, query } = useAppSelector(selectPromotion);
  const data = template.data;

  return (
    <PromotionFrame>
      <a className="promo-link promo-back" href={hashOf('register', query)}>
        <span aria-hidden="true">‹</span>
        {intl.formatMessage(messages.backToRegister)}
      </a>
      <h1 className="promo-title">
        {data?.agreementTitle || intl.formatMessage(messages.agreementTitle)}
      </h1>
      <section className="card promo-card promo-agreement-text">
        {template.status === 'failed' ? (
          <LoadFailed
            message={shownText(template.error) || intl.formatMessage(messages.templateFailed)}
            onRetry={() => dispatch(actions.templateRetryRequested())}
          />
        ) : template.status === 'succeeded' && data ? (
          data.agreement.length > 0 ? (
            data.agreement.map((paragraph, index) => <p key={index}>{paragraph}</p>)
          ) : (
            <p>{intl.formatMessage(messages.agreementMissing)}</p>
          )
        ) : (
          <Skeleton label={intl.formatMessage(messages.templateLoading)} />
        )}
      </section>
    </PromotionFrame>
  );
}
