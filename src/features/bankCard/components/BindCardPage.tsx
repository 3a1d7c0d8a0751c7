import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AppFrame, LoadFailed, ShowMore, Skeleton, usePaged } from '../../../ui';
import { cardFormatter, Form, FormField, SubmitButton, useForm } from '../../../ui/form';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useShownText } from '../../../shell/shownText';
import { backRequested } from '../../../shell/uiSlice';
import { bindCardFormSchema, CARD_NUMBER_LENGTH, HOLDER_NAME_MAX } from '../bankCardSchema';
import { bankCardActions as actions, selectBankCard } from '../bankCardSlice';
import { cardEnding, messages } from '../messages';
import type { BindCardFormValues, BoundCard } from '../types';
import { BankChoice } from './BankChoice';
import './bankCard.css';

/**
 * The cards already bound: bank and number masked to its last 4 digits (all the store has), a page of
 * LIST_PAGE_SIZE at a time (a list of thousands renders its first page and "show more").
 */
function BoundCards({ cards }: { cards: BoundCard[] }) {
  const intl = useIntl();
  const { shown, total, showMore } = usePaged(cards);
  if (cards.length === 0) return null;
  return (
    <section className="card" aria-labelledby="bc-bound-title">
      <h2 id="bc-bound-title" className="bc-heading">
        {intl.formatMessage(messages.boundCards)}
      </h2>
      <ul className="bc-cards">
        {shown.map((card) => {
          const last4 = card.cardNo.replace(/\D/g, '');
          return (
            <li key={card.id} className="bc-card" data-testid="bc-card">
              <span className="bc-card-bank">{card.bankName}</span>
              <span className="bc-card-number" aria-hidden="true">
                {card.cardNo}
              </span>
              {last4 ? (
                <span className="visually-hidden">{intl.formatMessage(cardEnding, { last4 })}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ShowMore shown={shown.length} total={total} onMore={showMore} />
    </section>
  );
}

/**
 * The binding form (mounted once card-init answered, so the holder name starts as registered): bank,
 * card number (digits only, shown in fours) and holder name. Submit dispatches the checked values; the
 * saga sends them. After a success the number is cleared from the input: only the masked card shows.
 */
function BindCardForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const shownText = useShownText();
  const { banks, holderName, binding, bound, bindError } = useAppSelector(selectBankCard);
  const hintId = useId();
  const holderHintId = useId();
  const [initialValues] = useState<BindCardFormValues>(() => ({
    bankCode: '',
    cardNo: '',
    holderName,
  }));
  const form = useForm({
    schema: bindCardFormSchema,
    initialValues,
    busy: binding,
    onSubmit: (values) => {
      dispatch(
        actions.bindRequested({
          bankCode: values.bankCode,
          cardNo: values.cardNo,
          holderName: values.holderName,
        }),
      );
    },
  });
  const { setFieldValue } = form.formik;

  useEffect(() => {
    if (bound) void setFieldValue('cardNo', '', false);
  }, [bound, setFieldValue]);

  return (
    <section className="card" aria-labelledby="bc-new-title">
      <h2 id="bc-new-title" className="bc-heading">
        {intl.formatMessage(messages.newCard)}
      </h2>
      <Form form={form} className="bc-form">
        <BankChoice banks={banks} form={form} />
        <FormField
          name="cardNo"
          kind="numeric"
          label={intl.formatMessage(messages.cardNoLabel)}
          formatter={cardFormatter}
          maxLength={CARD_NUMBER_LENGTH}
          autoComplete="cc-number"
          describedBy={hintId}
          inputClassName="bc-card-input"
          spellCheck={false}
        />
        <p id={hintId} className="bc-hint">
          {intl.formatMessage(messages.cardNoHint)}
        </p>
        <FormField
          name="holderName"
          label={intl.formatMessage(messages.holderLabel)}
          maxLength={HOLDER_NAME_MAX}
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
          describedBy={holderHintId}
        />
        <p id={holderHintId} className="bc-hint">
          {intl.formatMessage(messages.holderHint)}
        </p>
        {bindError ? (
          <p className="form-error bc-bind-error" role="alert">
            {shownText(bindError)}
          </p>
        ) : null}
        <p className="bc-note">{intl.formatMessage(messages.safety)}</p>
        <SubmitButton className="bc-submit" disabled={bound}>
          {intl.formatMessage(messages.submit)}
        </SubmitButton>
      </Form>
    </section>
  );
}

/**
 * The bind card and bind bank pages (spec sections 2 and 7: the bind-card group): the bound cards
 * (masked) and the form for a new one. Query: `orderId` (optional), `returnTo` (a path of this app to
 * go back to after binding; otherwise the page goes back).
 */
export default function BindCardPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const shownText = useShownText();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const returnTo = params.get('returnTo') ?? '';
  const { status, error, cards } = useAppSelector(selectBankCard);

  useEffect(() => {
    dispatch(actions.pageOpened({ orderId, returnTo }));
    return () => {
      dispatch(actions.pageLeft());
    };
  }, [dispatch, orderId, returnTo]);

  return (
    <AppFrame title={intl.formatMessage(messages.title)} onBack={() => dispatch(backRequested())}>
      {status === 'failed' ? (
        <LoadFailed
          message={shownText(error) || intl.formatMessage(messages.loadFailed)}
          onRetry={() => dispatch(actions.retryRequested())}
        />
      ) : status === 'succeeded' ? (
        <>
          <BoundCards cards={cards} />
          <BindCardForm />
        </>
      ) : (
        <Skeleton label={intl.formatMessage(messages.loading)} />
      )}
    </AppFrame>
  );
}
