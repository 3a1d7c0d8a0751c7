import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../../ui/RouteLink';
import { REPAYMENT_DETAIL_FOLDED_ROWS } from '../../../config/constants';
import { fixedPaths } from '../../../config/paths';
import { useMoneyFormat } from '../../../config/useMoney';
import { formatMoney } from '../../../i18n/format';
import { AppFrame, Button, LoadFailed, ShowMore, Skeleton, usePageLimit } from '../../../ui';
import { navigationRequested } from '../../../shell/navigation';
import { backRequested } from '../../../shell/uiSlice';
import { messages } from '../messages';
import {
  repaymentActions as actions,
  selectInstalmentFor,
  selectStatusFor,
} from '../repaymentSlice';
import type { DetailRow } from '../types';
import { ChannelList } from './ChannelList';
import { displayDate, Notice, ProductHead } from './parts';
import './repayment.css';

/** The detail rows shown: the first two while folded (spec section 9), all when unfolded. */
export function foldedRows(rows: DetailRow[], expanded: boolean): DetailRow[] {
  return expanded ? rows : rows.slice(0, REPAYMENT_DETAIL_FOLDED_ROWS);
}

/** Spec section 2, screen 12: instalment repayment. The amount shows with a literal `$` on this page. */
export default function RepaymentPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  // Until this page's own load has started, nothing of another page's or order's state shows.
  const status = useAppSelector(selectStatusFor({ kind: 'instalment', productId, orderId }));
  const info = useAppSelector(selectInstalmentFor({ productId, orderId }));
  const moneyFormat = useMoneyFormat();
  const [expanded, setExpanded] = useState(false);
  const [rowLimit, moreRows] = usePageLimit();
  const detailsId = useId();
  const rowsId = useId();

  useEffect(() => {
    dispatch(actions.pageOpened({ kind: 'instalment', productId, orderId }));
    return () => {
      dispatch(actions.pageLeft());
    };
  }, [dispatch, productId, orderId]);

  const foldable = (info?.detail.length ?? 0) > REPAYMENT_DETAIL_FOLDED_ROWS;
  // Unfolded, the rows render a page at a time (a list of thousands stays fast).
  const rows = info ? foldedRows(info.detail, expanded).slice(0, rowLimit) : [];

  return (
    <AppFrame title={intl.formatMessage(messages.title)} onBack={() => dispatch(backRequested())}>
      {status === 'failed' ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={() => dispatch(actions.retryRequested())}
        />
      ) : info ? (
        <>
          <section className="card rp-hero" aria-labelledby="rp-amount-label">
            <ProductHead name={info.productName} logo={info.productLogo} />
            <p id="rp-amount-label" className="rp-label">
              {intl.formatMessage(messages.repayAmount)}
            </p>
            <p className="rp-amount" data-testid="rp-amount">
              {/* Spec section 9: a literal $ on this page, the brand's grouping. */}
              {formatMoney(info.repayAmount, { ...moneyFormat, symbol: '$' })}
            </p>
            {info.repayDate ? (
              <p className="rp-date">
                <span>{intl.formatMessage(messages.repayDate)}</span>{' '}
                <strong>{displayDate(info.repayDate)}</strong>
              </p>
            ) : null}
          </section>

          {info.detail.length > 0 ? (
            <section className="card" aria-labelledby={detailsId}>
              <h2 id={detailsId} className="rp-heading">
                {intl.formatMessage(messages.details)}
              </h2>
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
            </section>
          ) : null}

          <ChannelList
            groups={info.repayList}
            onChannel={(channel) => dispatch(actions.channelTapped(channel))}
          />

          <Notice text={info.noticeMsg} />

          <div className="rp-actions">
            <Button
              variant="secondary"
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
      ) : (
        <Skeleton label={intl.formatMessage(messages.loading)} lines={4} />
      )}
    </AppFrame>
  );
}
