import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../config/useMoney';
import { EXTENSION_MAX_DAYS } from '../../../config/constants';
import { CardSection, FloatingButton, ShowMore, usePageLimit } from '../../../ui';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { extensionStatement, messages } from '../messages';
import {
  repaymentActions as actions,
  selectExtensionFor,
  selectStatusFor,
} from '../repaymentSlice';
import { ChannelList } from './ChannelList';
import { AmountHero, displayDate, Notice } from './parts';
import './repayment.css';
import './extension.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/** A headset: the customer-service icon of the floating button. */
function HeadsetIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2V11a9 9 0 0 0-9-9Z"
      />
    </svg>
  );
}

/** Spec section 2, screen 13: extension (delay) repayment with the customer-service floating button. */
export default function ExtensionPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useQueryParams();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  // Until this page's own load has started, nothing of another page's or order's state shows.
  const status = useAppSelector(selectStatusFor({ kind: 'extension', productId, orderId }));
  const info = useAppSelector(selectExtensionFor({ productId, orderId }));
  const money = useMoney();
  const [planLimit, morePlan] = usePageLimit();
  const load = useLoadedContent({ status }, actions.retryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(
    () => actions.pageOpened({ kind: 'extension', productId, orderId }),
    actions.pageLeft,
    [productId, orderId],
  );

  return (
    <PageFrame title={intl.formatMessage(messages.extensionTitle)}>
      <LoadedContent {...load} lines={4}>
        {info ? (
          <>
            <AmountHero
              product={info}
              label={intl.formatMessage(messages.delayAmount)}
              labelId="rp-delay-label"
              amount={money(info.delayInfo.delayAmount)}
              amountTestId="rp-delay-amount"
              date={info.delayInfo.delayTime}
              dateLabel={intl.formatMessage(messages.delayTime)}
            >
              <p className="rp-statement" data-testid="rp-statement">
                {intl.formatMessage(extensionStatement, { days: EXTENSION_MAX_DAYS })}
              </p>
            </AmountHero>

            {info.repayPlan.length > 0 ? (
              <CardSection
                title={intl.formatMessage(messages.repayPlan)}
                headingClassName="rp-heading"
              >
                <ol className="rp-plan">
                  {info.repayPlan.slice(0, planLimit).map((row, i) => (
                    <li className="rp-plan-row kv-row" key={`${row.title}-${i}`}>
                      <span className="rp-plan-title">{row.title}</span>
                      <span className="rp-plan-time">{displayDate(row.time)}</span>
                    </li>
                  ))}
                </ol>
                <ShowMore
                  shown={Math.min(planLimit, info.repayPlan.length)}
                  total={info.repayPlan.length}
                  onMore={morePlan}
                />
              </CardSection>
            ) : null}

            <ChannelList
              groups={info.repayList}
              onChannel={(channel) => dispatch(actions.channelTapped(channel))}
            />

            <Notice title={intl.formatMessage(messages.note)} text={info.note} />
            <Notice text={info.noticeMsg} />
          </>
        ) : null}
      </LoadedContent>

      {/*
        The floating button starts in a band reserved at the bottom of the screen (rp-fab-dock, opaque):
        content that scrolls under the band is hidden by it, so at its start place the button never lies
        over a visible control (a Copy button). The room at the end lets the last lines scroll above it.
      */}
      <div className="rp-fab-room" aria-hidden="true" />
      <div className="rp-fab-dock" aria-hidden="true" data-testid="rp-fab-dock" />
      <FloatingButton
        className="rp-fab"
        label={intl.formatMessage(messages.customerService)}
        onClick={() => dispatch(actions.customerServiceTapped())}
      >
        <HeadsetIcon />
      </FloatingButton>
    </PageFrame>
  );
}
