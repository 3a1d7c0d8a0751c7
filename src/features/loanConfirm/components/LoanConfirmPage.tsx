import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useMoney } from '../../../config/useMoney';
import { usePaths } from '../../../config/pathsContext';
import { formatServerDate } from '../../../i18n/format';
import { AppFrame, Button, LoadFailed, Modal, SafeImage, ShowMore, usePaged } from '../../../ui';
import { Skeleton } from '../../../ui';
import { backRequested } from '../../../shell/uiSlice';
import {
  loanConfirmActions as actions,
  selectLoanConfirm,
  selectPopText,
  selectRetriesSameRequest,
  selectShownOffer,
  selectSubmitBusy,
  selectSubmitDisabled,
  selectTermDays,
} from '../loanConfirmSlice';
import { couponValue, messages, termDays } from '../messages';
import type { ConfirmOffer } from '../types';
import './loanConfirm.css';

/** The offer: product, amount, term, rate, details (with the coupon) and the repayment plan. */
function OfferView({ offer }: { offer: ConfirmOffer }) {
  const intl = useIntl();
  const money = useMoney();
  const days = useAppSelector(selectTermDays);
  const details = usePaged(offer.details);
  const plans = usePaged(offer.repay_plans);
  const logo = offer.comProductLogo.trim();
  return (
    <>
      <section className="card lc-hero" aria-labelledby="lc-amount-label">
        {logo || offer.comProductName ? (
          <p className="lc-product">
            {/* The product's one logo on this screen; the name beside it says what it is. */}
            {logo ? (
              <SafeImage className="lc-logo" src={logo} alt="" width={32} height={32} />
            ) : null}
            {offer.comProductName ? (
              <span className="lc-product-name">{offer.comProductName}</span>
            ) : null}
          </p>
        ) : null}
        <p id="lc-amount-label" className="lc-label">
          {intl.formatMessage(messages.amount)}
        </p>
        <p className="lc-amount" data-testid="lc-amount">
          {money(offer.amount)}
        </p>
        <dl className="lc-summary">
          <div>
            <dt>{intl.formatMessage(messages.term)}</dt>
            <dd>{intl.formatMessage(termDays, { days })}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.rate)}</dt>
            <dd data-testid="lc-rate">
              {offer.loanRate}
              {offer.ratemsg ? <span className="lc-ratemsg"> {offer.ratemsg}</span> : null}
            </dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="lc-details">
        <h2 id="lc-details" className="lc-heading">
          {intl.formatMessage(messages.details)}
        </h2>
        <dl className="lc-rows">
          {details.shown.map((d, i) => (
            <div className="lc-row kv-row" key={i} data-testid="lc-detail-row">
              <dt>{d.text}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
          {offer.couNum !== '' ? (
            <div className="lc-row lc-coupon kv-row" data-testid="lc-coupon">
              <dt>{intl.formatMessage(messages.coupon)}</dt>
              <dd>{intl.formatMessage(couponValue, { amount: money(offer.couNum) })}</dd>
            </div>
          ) : null}
        </dl>
        <ShowMore shown={details.shown.length} total={details.total} onMore={details.showMore} />
      </section>

      <section className="card" aria-labelledby="lc-plan">
        <h2 id="lc-plan" className="lc-heading">
          {intl.formatMessage(messages.plan)}
        </h2>
        <ul className="lc-plan">
          {plans.shown.map((p, i) => (
            <li className="lc-plan-row kv-row" key={i} data-testid="lc-plan-row">
              <div className="lc-plan-left">
                <p className="lc-plan-title">{p.title}</p>
                <p className="lc-plan-desc">{p.description}</p>
              </div>
              <div className="lc-plan-right">
                <p className="lc-plan-amount">{money(p.amount)}</p>
                <p className="lc-plan-date">{formatServerDate(p.pay_time, { dateOnly: true })}</p>
              </div>
            </li>
          ))}
        </ul>
        <ShowMore shown={plans.shown.length} total={plans.total} onMore={plans.showMore} />
      </section>
    </>
  );
}

/**
 * The push succeeded but its lendDetailsUrl was refused: the loan is requested. No button re-arms; the
 * loan's details open from the app's own route (or the order list when the answer named no order).
 */
function BookedNotice({ hasOrder }: { hasOrder: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <div className="lc-booked" role="status" data-testid="lc-booked">
      <p className="lc-booked-title">{intl.formatMessage(messages.booked)}</p>
      <p className="lc-booked-note">{intl.formatMessage(messages.bookedNote)}</p>
      <Button className="lc-submit-button" onClick={() => dispatch(actions.detailsRequested())}>
        {intl.formatMessage(hasOrder ? messages.openDetails : messages.openOrders)}
      </Button>
    </div>
  );
}

/** Spec section 2, screen 15: the offer, the agreement and the submit. */
export default function LoanConfirmPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const paths = usePaths();
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const isType = params.get('isType') === '1';
  const { status, popOpen, agreed, contractUrl, submit, bookedOrderId } =
    useAppSelector(selectLoanConfirm);
  const sameRequest = useAppSelector(selectRetriesSameRequest);
  const noteId = useId();
  const offer = useAppSelector(selectShownOffer);
  const busy = useAppSelector(selectSubmitBusy);
  const disabled = useAppSelector(selectSubmitDisabled);
  const popText = useAppSelector(selectPopText) || intl.formatMessage(messages.popUpdating);
  const hintId = useId();

  useEffect(() => {
    dispatch(actions.pageOpened({ productId, isType }));
    return () => {
      dispatch(actions.pageLeft());
    };
  }, [dispatch, productId, isType]);

  return (
    <AppFrame title={intl.formatMessage(messages.title)} onBack={() => dispatch(backRequested())}>
      {status === 'failed' ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={() => dispatch(actions.retryRequested())}
        />
      ) : offer ? (
        <>
          <OfferView offer={offer} />
          <div className="lc-agree">
            {/* The label holds the box: the whole 44 px area toggles the agreement. */}
            <label className="lc-agree-label">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(e) => dispatch(actions.agreementToggled(e.target.checked))}
              />
              <span>{intl.formatMessage(messages.agreePrefix)}</span>
            </label>{' '}
            <a className="lc-contract" href={contractUrl ?? paths.loanAgreement}>
              {intl.formatMessage(messages.contract)}
            </a>
          </div>
          {submit === 'booked' ? (
            <BookedNotice hasOrder={Boolean(bookedOrderId)} />
          ) : (
            <div className="lc-submit">
              <Button
                className="lc-submit-button"
                disabled={disabled}
                busy={busy}
                aria-describedby={agreed ? (sameRequest ? noteId : undefined) : hintId}
                onClick={() => dispatch(actions.submitRequested())}
              >
                {intl.formatMessage(sameRequest ? messages.retrySame : messages.submit)}
              </Button>
              {sameRequest ? (
                <p id={noteId} className="lc-hint" data-testid="lc-same-request">
                  {intl.formatMessage(messages.sameRequestNote)}
                </p>
              ) : null}
              {!agreed ? (
                <p id={hintId} className="lc-hint">
                  {intl.formatMessage(messages.submitHint)}
                </p>
              ) : null}
            </div>
          )}
        </>
      ) : (
        <Skeleton label={intl.formatMessage(messages.loading)} />
      )}
      <Modal open={popOpen} onClose={() => undefined} title={intl.formatMessage(messages.popTitle)}>
        <div className="lc-pop" role="status" aria-live="polite">
          <span className="lc-pop-ring" aria-hidden="true" />
          <p className="lc-pop-text">{popText}</p>
        </div>
      </Modal>
    </AppFrame>
  );
}
