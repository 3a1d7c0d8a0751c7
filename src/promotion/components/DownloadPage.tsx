import { useIntl } from 'react-intl';
import { CardSection } from '../../ui/CardSection';
import { Button } from '../../ui/Button';
import { useAppDispatch, useAppSelector } from '../../shell/hooks';
import { Skeleton } from '../../ui/Skeleton';
import { messages } from '../messages';
import { downloadLinks, promotionActions as actions, selectPromotion } from '../promotionSlice';
import { PromotionFrame } from './PromotionFrame';
import { TemplateHero } from './TemplateHero';
import { usePromotionPage } from './usePromotionPage';
import './promotion.css';

/**
 * The download page (`#/download`, spec section 4; src/promotion/query.ts): the template's links, the user
 * agent's platform first, and inside a social messaging app's browser a hint to open the system browser.
 */
export default function DownloadPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  usePromotionPage('download');
  const { template, platform, socialInApp } = useAppSelector(selectPromotion);
  const links = downloadLinks(template.data, platform);

  return (
    <PromotionFrame>
      <TemplateHero
        title={intl.formatMessage(messages.downloadTitle)}
        intro={intl.formatMessage(messages.downloadIntro)}
        useTemplateTexts={false}
      />
      {socialInApp ? (
        <CardSection
          title={intl.formatMessage(messages.inAppTitle)}
          className="promo-in-app"
          headingClassName="promo-in-app-title"
        >
          <p>{intl.formatMessage(messages.inAppText)}</p>
        </CardSection>
      ) : null}
      <section className="card promo-card">
        {template.status === 'succeeded' ? (
          links.length > 0 ? (
            <div className="promo-downloads">
              {links.map((link, index) => (
                <Button
                  key={link.platform}
                  variant={index === 0 ? 'primary' : 'secondary'}
                  onClick={() => dispatch(actions.downloadRequested(link.platform))}
                >
                  {intl.formatMessage(
                    link.platform === 'ios' ? messages.downloadIos : messages.downloadAndroid,
                  )}
                </Button>
              ))}
            </div>
          ) : (
            <p>{intl.formatMessage(messages.noDownloadLinks)}</p>
          )
        ) : template.status === 'failed' ? (
          <p>{intl.formatMessage(messages.noDownloadLinks)}</p>
        ) : (
          <Skeleton label={intl.formatMessage(messages.templateLoading)} />
        )}
      </section>
    </PromotionFrame>
  );
}
