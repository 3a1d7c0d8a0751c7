import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink } from '../../../ui/RouteLink';
import { REPAYMENT_DETAIL_FOLDED_ROWS } from '../../../config/constants';
import { fixedPaths } from '../../../config/paths';
import { useMoney } from '../../../config/useMoney';
import { Button, CardSection, ShowMore, usePageLimit } from '../../../ui';
import { navigationRequested } from '../../../shell/shellNavigation';
import { pageKey, useHostBusy } from '../../../shell/hostWait';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { messages } from '../messages';
import {
  repaymentActions as actions,
  selectInstalmentFor,
  selectStatusFor,
} from '../repaymentSlice';
import type { DetailRow } from '../repaymentSchema';
import { ChannelList } from './ChannelList';
import { AmountHero, Notice } from './parts';
import './repayment.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/** The detail rows shown: the first two while folded (spec section 9), all when unfolded. */
export function foldedRows(rows: DetailRow[], expanded: boolean): DetailRow[] {
  return expanded ? rows : rows.slice(0, REPAYMENT_DETAIL_FOLDED_ROWS);
}

/** Spec section 2, screen 12: instalment repayment. The amount shows with a literal `$` on this page. */
export default function RepaymentPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cardBusy = useHostBusy(pageKey('repayChoose'));
  const params = useQueryParams();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  // Until this page's own load has started, nothing of another page's or order's state shows.
  const status = useAppSelector(selectStatusFor({ kind: 'instalment', productId, orderId }));
  const info = useAppSelector(selectInstalmentFor({ productId, orderId }));
  const money = useMoney();
  const [expanded, setExpanded] = useState(false);
  const [rowLimit, moreRows] = usePageLimit();
  const rowsId = useId();
  const load = useLoadedContent({ status }, actions.retryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(
    () => actions.pageOpened({ kind: 'instalment', productId, orderId }),
    actions.pageLeft,
    [productId, orderId],
  );

  const foldable = (info?.detail.length ?? 0) > REPAYMENT_DETAIL_FOLDED_ROWS;
  // Unfolded, the rows render a page at a time (a list of thousands stays fast).
  const rows = info ? foldedRows(info.detail, expanded).slice(0, rowLimit) : [];

  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <LoadedContent {...load} lines={4}>
        {info ? (
          <>
            <AmountHero
              product={info}
              label={intl.formatMessage(messages.repayAmount)}
              labelId="rp-amount-label"
              // Spec section 9's literal $ on this page is the Mexico profile's symbol: the market's.
              amount={money(info.repayAmount)}
              amountTestId="rp-amount"
              date={info.repayDate}
              dateLabel={intl.formatMessage(messages.repayDate)}
            />

            {info.detail.length > 0 ? (
              <CardSection
                title={intl.formatMessage(messages.details)}
                headingClassName="rp-heading"
              >
                <dl className="rp-rows" id={rowsId} data-testid="rp-detail">
                  {rows.map((row, i) => (
                    <div className="rp-row kv-row" key={`${row.text}-${i}`}>
                      <dt>{row.text}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
                {expanded ? (
                  <ShowMore shown={rows.length} total={info.detail.length} onMore={moreRows} />
                ) : null}
                {foldable ? (
                  <button
                    type="button"
                    className="button button-text rp-toggle"
                    aria-expanded={expanded}
                    aria-controls={rowsId}
                    onClick={() => setExpanded((v) => !v)}
                  >
                    {intl.formatMessage(expanded ? messages.hide : messages.more)}
                    <svg
                      className={`rp-toggle-icon${expanded ? ' is-open' : ''}`}
                      viewBox="0 0 24 24"
                      width="18"
                      height="18"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path
                        d="M6 9l6 6 6-6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                ) : null}
              </CardSection>
            ) : null}

            <ChannelList
              groups={info.repayList}
              onChannel={(channel) => dispatch(actions.channelTapped(channel))}
            />

            <Notice text={info.noticeMsg} />

            <div className="rp-actions">
              <Button
                variant="secondary"
                busy={cardBusy}
                onClick={() =>
                  dispatch(
                    navigationRequested({
                      page: 'repayChoose',
                      params: { orderId, productId, amount: info.repayAmount, couponId: '' },
                    }),
                  )
                }
              >
                {intl.formatMessage(messages.payWithCard)}
              </Button>
              <RouteLink className="rp-link" to={fixedPaths.repaymentDescription}>
                {intl.formatMessage(messages.howToRepay)}
              </RouteLink>
            </div>
          </>
        ) : null}
      </LoadedContent>
    </PageFrame>
  );
}
