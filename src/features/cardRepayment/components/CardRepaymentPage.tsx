import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../config/useMoney';
import { cardLast4, maskCardBeside } from '../../../platform/format/maskCard';
import { Button, ShowMore, usePaged } from '../../../ui';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { useHydrated } from '../../../ui/useHydrated';
import {
  cardRepaymentActions as actions,
  selectCardRepaymentFor,
  selectMethodLocked,
  selectNoMethods,
} from '../cardRepaymentSlice';
import { selectPayRetriesSame } from '../cardRepaymentAttempts';
import { cardEnding, messages } from '../messages';
import type { BankCard } from '../cardRepaymentSchema';
import { SmsStep } from './SmsStep';
import { PaymentDoubtView } from './PaymentDoubtView';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import './cardRepayment.css';
import { useQueryParams } from '../../../ui/useQueryParams';

interface CardOptionProps {
  card: BankCard;
  checked: boolean;
  /** While a payment is under way or done the method is fixed. */
  locked: boolean;
  onSelect: () => void;
}

/**
 * One bound card as a radio option: the bank name and the number masked to its last 4 digits. A number
 * that does not end in 4 digits (a token) shows the bank name alone; '****' only when there is no name.
 */
function CardOption({ card, checked, locked, onSelect }: CardOptionProps) {
  const intl = useIntl();
  const last4 = cardLast4(card.cardNo);
  const masked = maskCardBeside(card.cardNo, card.bankName);
  return (
    <label
      className={`cr-option choice-card${checked ? ' is-selected' : ''}`}
      data-testid="cr-card"
    >
      <input
        type="radio"
        name="cr-method"
        value={card.id}
        checked={checked}
        disabled={locked && !checked}
        onChange={onSelect}
      />
      <span className="cr-bank">{card.bankName}</span>
      {/* Only the last 4 digits ever reach the DOM (never a token). */}
      {masked ? (
        <span className="cr-number" aria-hidden="true">
          {masked}
        </span>
      ) : null}
      {last4 ? (
        <span className="visually-hidden">{intl.formatMessage(cardEnding, { last4 })}</span>
      ) : null}
    </label>
  );
}

/**
 * Spec section 4, card repayment: the bound cards (masked) and the alternative method as radio
 * options (the cards LIST_PAGE_SIZE at a time with "show more"), the pay button, and the SMS step.
 * Route: paths.repayChoose?orderId&productId&amount&couponId.
 */
export default function CardRepaymentPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const money = useMoney();
  const params = useQueryParams();
  const orderId = params.get('orderId') ?? '';
  const productId = params.get('productId') ?? '';
  const amount = params.get('amount') ?? '';
  const couponId = params.get('couponId') ?? '';
  const { status, loadError, cards, alipay, selected, paying, paid, handoffRefused, doubt } =
    useAppSelector(selectCardRepaymentFor({ orderId, productId }));
  const pay = () => dispatch(actions.payRequested());
  const sameRequest = useAppSelector(selectPayRetriesSame);
  const noteId = useId();
  const locked = useAppSelector(selectMethodLocked);
  const noMethods = useAppSelector(selectNoMethods);
  const pagedCards = usePaged(cards);
  const load = useLoadedContent({ status, error: loadError }, actions.retryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(
    () => actions.pageOpened({ orderId, productId, amount, couponId }),
    actions.pageLeft,
    [orderId, productId, amount, couponId],
  );

  // The prerendered page (src/app/appPrerender.tsx) knows no query: the amount's line stays blank
  // there, and in this page's first render while hydrating (same height, nothing moves).
  const hydrated = useHydrated();
  const isCardSelected = (id: string) => selected?.kind === 'card' && selected.cardId === id;

  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <section className="card cr-amount" aria-labelledby="cr-amount-label">
        <p id="cr-amount-label" className="cr-label">
          {intl.formatMessage(messages.amountLabel)}
        </p>
        <p className="cr-amount-value" data-testid="cr-amount">
          {hydrated ? money(amount) : '\u00a0'}
        </p>
      </section>

      <LoadedContent {...load}>
        {status === 'succeeded' ? (
          <>
            <fieldset className="card cr-methods">
              <legend className="cr-legend">{intl.formatMessage(messages.methods)}</legend>
              {pagedCards.shown.map((card) => (
                <CardOption
                  key={card.id}
                  card={card}
                  checked={isCardSelected(card.id)}
                  locked={locked}
                  onSelect={() =>
                    dispatch(actions.methodSelected({ kind: 'card', cardId: card.id }))
                  }
                />
              ))}
              <ShowMore
                shown={pagedCards.shown.length}
                total={pagedCards.total}
                onMore={pagedCards.showMore}
              />
              {alipay ? (
                <label
                  className={`cr-option choice-card${selected?.kind === 'alternative' ? ' is-selected' : ''}`}
                  data-testid="cr-alternative"
                >
                  <input
                    type="radio"
                    name="cr-method"
                    value="alternative"
                    checked={selected?.kind === 'alternative'}
                    disabled={locked && selected?.kind !== 'alternative'}
                    onChange={() => dispatch(actions.methodSelected({ kind: 'alternative' }))}
                  />
                  <span className="cr-bank">{intl.formatMessage(messages.alternative)}</span>
                  <span className="cr-hint">{intl.formatMessage(messages.alternativeHint)}</span>
                </label>
              ) : null}
              {noMethods ? (
                <p className="cr-empty">{intl.formatMessage(messages.noMethods)}</p>
              ) : null}
            </fieldset>
            {handoffRefused ? (
              // The alternative payment was requested, its page refused: no re-arm, the details instead.
              <div className="cr-handoff" role="status" data-testid="cr-handoff">
                <p>{intl.formatMessage(messages.handoffRefused)}</p>
                <Button className="cr-pay" onClick={() => dispatch(actions.detailsRequested())}>
                  {intl.formatMessage(messages.openDetails)}
                </Button>
              </div>
            ) : doubt && doubt.step === 'pay' ? (
              <PaymentDoubtView finding={doubt.finding} onRetry={pay} retryBusy={paying} />
            ) : (
              // Busy while the request is in flight (and briefly after a failure); off after a success.
              <Button
                className="cr-pay"
                busy={paying}
                disabled={paid}
                aria-describedby={sameRequest ? noteId : undefined}
                onClick={pay}
              >
                {intl.formatMessage(sameRequest ? messages.retrySame : messages.pay)}
              </Button>
            )}
            {sameRequest && !handoffRefused ? (
              <p id={noteId} className="cr-same-request" data-testid="cr-same-request">
                {intl.formatMessage(messages.sameRequestNote)}
              </p>
            ) : null}
          </>
        ) : null}
      </LoadedContent>
      <SmsStep />
    </PageFrame>
  );
}
