import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../config/useMoney';
import { usePaths } from '../../../config/pathsContext';
import { formatServerDate } from '../../../i18n/format';
import { Button, CardSection, Modal, SafeImage, ShowMore, usePaged } from '../../../ui';
import { DoubtNotice } from '../../../ui/DoubtNotice';
import type { DoubtFinding } from '../../../platform/api/attempt';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import {
  hasCoupon,
  loanConfirmActions as actions,
  selectLoanConfirmFor,
  selectPopText,
  selectRetriesSameRequest,
  selectShownOfferFor,
  selectSubmitBusy,
  selectSubmitDisabled,
  selectTermDays,
} from '../loanConfirmSlice';
import { couponValue, messages, termDays } from '../messages';
import type { ConfirmOffer } from '../loanConfirmSchema';
import './loanConfirm.css';
import { useQueryParams } from '../../../ui/useQueryParams';

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

      <CardSection title={intl.formatMessage(messages.details)} headingClassName="lc-heading">
        <dl className="lc-rows">
          {details.shown.map((d, i) => (
            <div className="lc-row kv-row" key={i} data-testid="lc-detail-row">
              <dt>{d.text}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
          {hasCoupon(offer.couNum) ? (
            <div className="lc-row lc-coupon kv-row" data-testid="lc-coupon">
              <dt>{intl.formatMessage(messages.coupon)}</dt>
              <dd>{intl.formatMessage(couponValue, { amount: money(offer.couNum) })}</dd>
            </div>
          ) : null}
        </dl>
        <ShowMore shown={details.shown.length} total={details.total} onMore={details.showMore} />
      </CardSection>

      <CardSection title={intl.formatMessage(messages.plan)} headingClassName="lc-heading">
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
      </CardSection>
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

const DOUBT_NOTES = {
  checking: messages.doubtChecking,
  done: messages.doubtChecking,
  notSeen: messages.doubtNotSeen,
  gone: messages.doubtGone,
  unknown: messages.doubtUnknown,
} satisfies Record<DoubtFinding, unknown>;

/**
 * The push brought no definitive answer and the backend does not honour keys: the loan may have been
 * requested. Nothing is sent again on its own: the page says so, shows what the check found, and offers
 * the loans, a new check when it found nothing, and a retry that says it may repeat the request.
 */
function DoubtView({ finding, armed }: { finding: DoubtFinding; armed: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <DoubtNotice
      title={intl.formatMessage(messages.doubtTitle)}
      note={intl.formatMessage(DOUBT_NOTES[finding])}
      finding={finding}
      look={{
        label: intl.formatMessage(messages.openOrders),
        onClick: () => dispatch(actions.ordersRequested()),
      }}
      checkAgain={{
        label: intl.formatMessage(messages.checkAgain),
        onClick: () => dispatch(actions.doubtCheckRequested()),
      }}
      retry={{
        label: intl.formatMessage(messages.submitAgain),
        onClick: () => dispatch(actions.submitRequested()),
        busy: !armed,
      }}
      data-testid="lc-doubt"
    />
  );
}

/** Spec section 2, screen 15: the offer, the agreement and the submit. */
export default function LoanConfirmPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const paths = usePaths();
  const params = useQueryParams();
  const productId = params.get('productId') ?? '';
  const isType = params.get('isType') === '1';
  const { status, popOpen, agreed, contractUrl, submit, bookedOrderId, doubt, doubtArmed } =
    useAppSelector(selectLoanConfirmFor({ productId }));
  const sameRequest = useAppSelector(selectRetriesSameRequest);
  const noteId = useId();
  const offer = useAppSelector(selectShownOfferFor({ productId }));
  const busy = useAppSelector(selectSubmitBusy);
  const disabled = useAppSelector(selectSubmitDisabled);
  const popText = useAppSelector(selectPopText) || intl.formatMessage(messages.popUpdating);
  const hintId = useId();
  const load = useLoadedContent({ status }, actions.retryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(() => actions.pageOpened({ productId, isType }), actions.pageLeft, [
    productId,
    isType,
  ]);

  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <LoadedContent {...load}>
        {offer ? (
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
            ) : submit === 'doubt' && doubt ? (
              <DoubtView finding={doubt} armed={doubtArmed === true} />
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
        ) : null}
      </LoadedContent>
      <Modal open={popOpen} onClose={() => undefined} title={intl.formatMessage(messages.popTitle)}>
        <div className="lc-pop" role="status" aria-live="polite">
          <span className="lc-pop-ring" aria-hidden="true" />
          <p className="lc-pop-text">{popText}</p>
        </div>
      </Modal>
    </PageFrame>
  );
}
