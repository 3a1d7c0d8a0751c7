import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useIntl } from 'react-intl';
import { useBrand } from '../../../config/brandContext';
import { formatServerDate } from '../../../i18n/format';
import {
  Button,
  Modal,
  SafeImage,
  ShowMore,
  StarRating,
  usePaged,
  usePullToRefresh,
} from '../../../ui';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { navigationRequested } from '../../../shell/shellNavigation';
import { pageKey, useHostBusy } from '../../../shell/hostWait';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import {
  loanDetailActions as actions,
  PRODUCT_PAGE_WAIT,
  selectDetailRows,
  selectLoanDetailFor,
  selectRatingOpensStore,
  selectStatusView,
} from '../loanDetailSlice';
import { messages } from '../messages';
import './loanDetail.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/** Spec section 2, screen 16: loan details / order (one screen for both routes). */
export default function LoanDetailPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { storeUrl } = useBrand();
  const params = useQueryParams();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  const { status, info, rating, extensionOpen } = useAppSelector(
    selectLoanDetailFor({ productId, orderId }),
  );
  const view = useAppSelector(selectStatusView);
  const rows = usePaged(useAppSelector(selectDetailRows));
  // Outside the app a 4-5 star Submit is a link to the store in a new tab: the loan page stays.
  const storeLink = useAppSelector(selectRatingOpensStore);
  // Pulling down at the top of the page reloads the order.
  const pull = usePullToRefresh(() => dispatch(actions.refreshRequested()));
  const load = useLoadedContent({ status }, actions.retryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(() => actions.pageOpened({ productId, orderId }), actions.pageLeft, [
    productId,
    orderId,
  ]);

  // A tap that waits on the app (its native page) shows busy until the app answers or times out.
  const repayBusy = useHostBusy(pageKey('repay'));
  const extensionBusy = useHostBusy(pageKey('repayDelay'));
  const productBusy = useHostBusy(PRODUCT_PAGE_WAIT);

  const go = (page: 'repay' | 'repayDelay') =>
    dispatch(navigationRequested({ page, params: { productId, orderId } }));

  const productLogo = info ? info.productLogo.trim() : '';

  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <div className="ld-pull" {...pull.handlers} data-testid="ld-pull">
        {pull.armed && (
          <p className="ld-refresh" role="status">
            {intl.formatMessage(messages.refreshing)}
          </p>
        )}
        <LoadedContent {...load}>
          {info && view ? (
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
                    <Button busy={repayBusy} onClick={() => go('repay')}>
                      {intl.formatMessage(messages.repay)}
                    </Button>
                  )}
                  {view.showExtension && (
                    <Button
                      variant="secondary"
                      busy={extensionBusy}
                      onClick={() => dispatch(actions.extensionTapped())}
                    >
                      {intl.formatMessage(messages.extension)}
                    </Button>
                  )}
                  {view.showBorrowAgain && (
                    <Button
                      busy={productBusy}
                      onClick={() => dispatch(actions.borrowAgainTapped({ productId }))}
                    >
                      {intl.formatMessage(messages.borrowAgain)}
                    </Button>
                  )}
                </div>
              )}
            </>
          ) : null}
        </LoadedContent>
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
        <StarRating
          value={rating.stars}
          onChange={(n) => dispatch(actions.starsChosen(n))}
          label={intl.formatMessage(messages.ratingGroup)}
          error={rating.error === 'noStars' ? intl.formatMessage(messages.ratingNone) : null}
        />
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
    </PageFrame>
  );
}
