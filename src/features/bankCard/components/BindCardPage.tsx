import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CardSection, ShowMore, usePaged } from '../../../ui';
import { Form, FormField, SubmitButton, useForm } from '../../../ui/form';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { useShownText } from '../../../shell/shownText';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { bindCardFormSchema, CARD_NUMBER_LENGTH, HOLDER_NAME_MAX } from '../bankCardSchema';
import { bankCardActions as actions, selectBankCard, selectBankCardFor } from '../bankCardSlice';
import { cardEnding, messages } from '../messages';
import type { BindCardFormValues, BoundCard } from '../bankCardSchema';
import { BankChoice } from './BankChoice';
import './bankCard.css';
import { useQueryParams } from '../../../ui/useQueryParams';
import { cardLast4, maskCardBeside } from '../../../platform/format/maskCard';

/**
 * The cards already bound: bank and number masked to its last 4 digits (all the store has), a page of
 * LIST_PAGE_SIZE at a time (a list of thousands renders its first page and "show more"). A number that
 * does not end in 4 digits (a token) shows the bank name alone; '****' only when there is no name.
 */
function BoundCards({ cards }: { cards: BoundCard[] }) {
  const intl = useIntl();
  const { shown, total, showMore } = usePaged(cards);
  if (cards.length === 0) return null;
  return (
    <CardSection title={intl.formatMessage(messages.boundCards)} headingClassName="bc-heading">
      <ul className="bc-cards">
        {shown.map((card) => {
          const last4 = cardLast4(card.cardNo);
          const masked = maskCardBeside(card.cardNo, card.bankName);
          return (
            <li key={card.id} className="bc-card" data-testid="bc-card">
              <span className="bc-card-bank">{card.bankName}</span>
              {masked ? (
                <span className="bc-card-number" aria-hidden="true">
                  {masked}
                </span>
              ) : null}
              {last4 ? (
                <span className="visually-hidden">{intl.formatMessage(cardEnding, { last4 })}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ShowMore shown={shown.length} total={total} onMore={showMore} />
    </CardSection>
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
    <CardSection title={intl.formatMessage(messages.newCard)} headingClassName="bc-heading">
      <Form form={form} className="bc-form">
        <BankChoice banks={banks} form={form} />
        <FormField
          name="cardNo"
          kind="card"
          label={intl.formatMessage(messages.cardNoLabel)}
          maxLength={CARD_NUMBER_LENGTH}
          hint={intl.formatMessage(messages.cardNoHint)}
          inputClassName="bc-card-input"
          spellCheck={false}
        />
        <FormField
          name="holderName"
          label={intl.formatMessage(messages.holderLabel)}
          hint={intl.formatMessage(messages.holderHint)}
          maxLength={HOLDER_NAME_MAX}
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
        />
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
    </CardSection>
  );
}

/**
 * The bind card and bind bank pages (spec sections 2 and 7: the bind-card group): the bound cards
 * (masked) and the form for a new one. Query: `orderId` (optional), `returnTo` (a path of this app to
 * go back to after binding; otherwise the page goes back).
 */
export default function BindCardPage() {
  const intl = useIntl();
  const params = useQueryParams();
  const orderId = params.get('orderId') ?? '';
  const returnTo = params.get('returnTo') ?? '';
  const { status, error, cards } = useAppSelector(selectBankCardFor({ orderId }));
  const load = useLoadedContent({ status, error }, actions.retryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(() => actions.pageOpened({ orderId, returnTo }), actions.pageLeft, [
    orderId,
    returnTo,
  ]);

  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <LoadedContent {...load}>
        {status === 'succeeded' ? (
          <>
            <BoundCards cards={cards} />
            <BindCardForm />
          </>
        ) : null}
      </LoadedContent>
    </PageFrame>
  );
}
