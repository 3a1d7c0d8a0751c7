import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../shell/hooks';
import { useShownText } from '../../shell/shownText';
import { LoadFailed } from '../../ui/RetryBlock';
import { SafeImage } from '../../ui/SafeImage';
import { messages } from '../messages';
import { promotionActions as actions, selectTemplate } from '../promotionSlice';

/** The banner's box (750 x 400) is reserved before the image loads, so nothing below it moves. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 400;

export interface TemplateHeroProps {
  /** The page's heading when the template gives none. */
  title: string;
  /** The text under it when the template gives none. */
  intro: string;
  /** The template's heading and texts (the landing) or the page's own only (download page). */
  useTemplateTexts?: boolean;
  children?: ReactNode;
}

/**
 * The template's selling points, under the form: a list that comes with the template moves nothing
 * the visitor already sees.
 */
export function TemplateBenefits() {
  const { data } = useAppSelector(selectTemplate);
  if (!data || data.benefits.length === 0) return null;
  return (
    <ul className="promo-benefits">
      {data.benefits.map((benefit, index) => (
        <li key={index}>{benefit}</li>
      ))}
    </ul>
  );
}

/**
 * The template's banner, heading and texts (spec section 2, screen 10; the selling points are
 * TemplateBenefits). While it loads
 * the banner's box holds the place; a failed load says so with Retry; the rest of the page works on.
 */
export function TemplateHero({
  title,
  intro,
  useTemplateTexts = true,
  children,
}: TemplateHeroProps) {
  const intl = useIntl();
  const shownText = useShownText();
  const dispatch = useAppDispatch();
  const { status, data, error } = useAppSelector(selectTemplate);
  const texts = useTemplateTexts && data;
  const heading = (texts && data.headline) || title;
  const subtitle = (texts && data.subtitle) || intro;

  return (
    <header className="promo-hero">
      <div
        className="promo-banner"
        data-template={status}
        aria-busy={status === 'loading' || undefined}
      >
        {data?.bannerUrl ? (
          <SafeImage
            src={data.bannerUrl}
            alt={data.bannerAlt}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            className="promo-banner-img"
          />
        ) : null}
        {status === 'loading' ? (
          <span className="visually-hidden" role="status">
            {intl.formatMessage(messages.templateLoading)}
          </span>
        ) : null}
      </div>
      <h1 className="promo-title">{heading}</h1>
      <p className="promo-subtitle">{subtitle}</p>
      {status === 'failed' ? (
        <LoadFailed
          message={shownText(error) || intl.formatMessage(messages.templateFailed)}
          onRetry={() => dispatch(actions.templateRetryRequested())}
        />
      ) : null}
      {children}
    </header>
  );
}
