import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../../../config/brandContext';
import { formatServerDate } from '../../../i18n/format';
import { AppFrame, Button, LoadFailed, Modal, SafeImage, ShowMore, usePaged } from '../../../ui';
import { Skeleton } from '../../../ui';
import { navigationRequested } from '../../../shell/navigation';
import { backRequested } from '../../../shell/uiSlice';
import {
  loanDetailActions as actions,
  selectDetailRows,
  selectLoanDetail,
  selectRatingOpensStore,
  selectStatusView,
} from '../loanDetailSlice';
import { messages, starLabel } from '../messages';
import './loanDetail.css';

/** Drag distance (px) at the top of the page that reloads the order. */
export const PULL_THRESHOLD = 70;

/** Spec section 2, screen 16: loan details / order (one screen for both routes). */
export default function LoanDetailPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { storeUrl } = useBrand();
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  const { status, info, rating, extensionOpen } = useAppSelector(selectLoanDetail);
  const view = useAppSelector(selectStatusView);
  const rows = usePaged(useAppSelector(selectDetailRows));
  // Outside the app a 4-5 star Submit is a link to the store in a new tab: the loan page stays.
  const storeLink = useAppSelector(selectRatingOpensStore);
  const pullStart = useRef<number | null>(null);
  const [pull, setPull] = useState(0);

  useEffect(() => {
    dispatch(actions.pageOpened({ productId, orderId }));
    return () => {
      dispatch(actions.pageLeft());
    };
  }, [dispatch, productId, orderId]);

  const go = (page: 'repay' | 'repayDelay') =>
    dispatch(navigationRequested({ page, params: { productId, orderId } }));

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    pullStart.current = window.scrollY <= 0 ? event.touches[0].clientY : null;
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    if (pullStart.current === null) return;
    setPull(Math.max(0, Math.min(120, event.touches[0].clientY - pullStart.current)));
  };
  const onTouchEnd = () => {
    if (pullStart.current !== null && pull >= PULL_THRESHOLD) dispatch(actions.refreshRequested());
    pullStart.current = null;
    setPull(0);
  };

  const productLogo = info ? info.productLogo.trim() : '';

  return (
    <AppFrame title={intl.formatMessage(messages.title)} onBack={() => dispatch(backRequested())}>
      <div
        className="ld-pull"
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        data-testid="ld-pull"
      >
        {pull >= PULL_THRESHOLD && (
          <p className="ld-refresh" role="status">
            {intl.formatMessage(messages.refreshing)}
          </p>
        )}
        {status === 'failed' ? (
          <LoadFailed
            message={intl.formatMessage(messages.loadFailed)}
            onRetry={() => dispatch(actions.retryRequested())}
          />
        ) : info && view ? (
          <>
            <section className="card ld-status" aria-labelledby="ld-status-text">
              <SafeImage
                className="ld-status-image"
                src={view.imageSrc}
                alt=""
                width={120}
                height={96}
              />
              <h2 id="ld-status-text" className="ld-status-text">
                {info.noticeStatusText}
              </h2>
              {info.noticeDesText && <p className="ld-status-des">{info.noticeDesText}</p>}
            </section>
            <section className="card ld-product" aria-label={info.productName}>
              <div className="ld-product-head">
                {productLogo && (
                  <SafeImage
                    className="ld-logo"
                    src={productLogo}
                    alt={info.productName}
                    width={40}
                    height={40}
                  />
                )}
                <span className="ld-product-name">{info.productName}</span>
              </div>
              {view.showDetails && rows.shown.length > 0 && (
                <dl className="ld-rows" aria-label={intl.formatMessage(messages.details)}>
                  {rows.shown.map((row, i) => (
                    <div className="ld-row kv-row" key={i} data-testid="ld-row">
                      <dt>{row.text}</dt>
                      {/* A date (the due date) as spec section 9 writes dates; digits stay (an order number). */}
                      <dd>{formatServerDate(row.value, { timestamps: false })}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {view.showDetails && (
                <ShowMore shown={rows.shown.length} total={rows.total} onMore={rows.showMore} />
              )}
            </section>
            {(view.showRepay || view.showExtension || view.showBorrowAgain) && (
              <div className="ld-actions">
                {view.showRepay && (
                  <Button onClick={() => go('repay')}>{intl.formatMessage(messages.repay)}</Button>
                )}
                {view.showExtension && (
                  <Button variant="secondary" onClick={() => dispatch(actions.extensionTapped())}>
                    {intl.formatMessage(messages.extension)}
                  </Button>
                )}
                {view.showBorrowAgain && (
                  <Button onClick={() => dispatch(actions.borrowAgainTapped({ productId }))}>
                    {intl.formatMessage(messages.borrowAgain)}
                  </Button>
                )}
              </div>
            )}
          </>
        ) : (
          <Skeleton label={intl.formatMessage(messages.loading)} />
        )}
      </div>

      <Modal
        open={extensionOpen}
        onClose={() => dispatch(actions.extensionClosed())}
        title={intl.formatMessage(messages.extensionTitle)}
        actions={
          <>
            <Button
              onClick={() => {
                dispatch(actions.extensionClosed());
                go('repayDelay');
              }}
            >
              {intl.formatMessage(messages.goExtension)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                dispatch(actions.extensionClosed());
                go('repay');
              }}
            >
              {intl.formatMessage(messages.goRepay)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(messages.extensionText)}</p>
      </Modal>

      <Modal
        open={rating.step === 'choosing'}
        onClose={() => dispatch(actions.ratingClosed())}
        title={intl.formatMessage(messages.ratingTitle)}
        actions={
          <>
            {storeLink ? (
              <a
                className="button button-primary"
                href={storeUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => dispatch(actions.ratingSubmitted())}
              >
                {intl.formatMessage(messages.ratingSubmit)}
                <span className="visually-hidden"> {intl.formatMessage(messages.opensNewTab)}</span>
              </a>
            ) : (
              <Button busy={rating.submitting} onClick={() => dispatch(actions.ratingSubmitted())}>
                {intl.formatMessage(messages.ratingSubmit)}
              </Button>
            )}
            <Button variant="text" onClick={() => dispatch(actions.ratingClosed())}>
              {intl.formatMessage(messages.later)}
            </Button>
          </>
        }
      >
        <div
          className="ld-stars"
          role="radiogroup"
          aria-label={intl.formatMessage(messages.ratingGroup)}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating.stars === n}
              aria-label={intl.formatMessage(starLabel, { count: n })}
              className={`ld-star${n <= rating.stars ? ' ld-star--on' : ''}`}
              onClick={() => dispatch(actions.starsChosen(n))}
            >
              <span aria-hidden="true">★</span>
            </button>
          ))}
        </div>
        {rating.error === 'noStars' && (
          <p className="ld-rating-error" role="alert">
            {intl.formatMessage(messages.ratingNone)}
          </p>
        )}
      </Modal>

      <Modal
        open={rating.step === 'thanks'}
        onClose={() => dispatch(actions.ratingClosed())}
        title={intl.formatMessage(messages.thanksTitle)}
        actions={
          <Button onClick={() => dispatch(actions.ratingClosed())}>
            {intl.formatMessage(messages.close)}
          </Button>
        }
      >
        <p>{intl.formatMessage(messages.thanksText)}</p>
      </Modal>
    </AppFrame>
  );
}
