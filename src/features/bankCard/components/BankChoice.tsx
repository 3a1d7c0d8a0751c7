import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SafeImage, ShowMore, usePaged } from '../../../ui';
import type { FormHandle } from '../../../ui/form';
import { messages } from '../messages';
import type { Bank, BindCardFormValues } from '../bankCardSchema';

export interface BankChoiceProps {
  banks: Bank[];
  /** The binding form: the choice is its `bankCode` value, its error the schema's. */
  form: FormHandle<BindCardFormValues>;
}

/**
 * The bank of the new card: a radio list of card-init's banks, each with its logo (through SafeImage)
 * and its name, a page of LIST_PAGE_SIZE at a time with "show more". Its value and its error ('select
 * your bank') live in the form like the inputs'.
 */
export function BankChoice({ banks, form }: BankChoiceProps) {
  const intl = useIntl();
  const errorId = `${useId()}-error`;
  const { formik } = form;
  const chosen = formik.values.bankCode;
  const error = formik.touched.bankCode ? formik.errors.bankCode : undefined;
  const { shown, total, showMore } = usePaged(banks);

  return (
    <fieldset className="bc-banks" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label bc-legend">{intl.formatMessage(messages.bankLabel)}</legend>
      {banks.length === 0 ? (
        <p className="bc-note">{intl.formatMessage(messages.noBanks)}</p>
      ) : (
        <div className="bc-bank-grid">
          {shown.map((bank) => (
            <label
              key={bank.bankCode}
              className={`choice-card bc-bank${chosen === bank.bankCode ? ' is-selected' : ''}`}
              data-testid="bc-bank"
            >
              <input
                type="radio"
                name="bankCode"
                value={bank.bankCode}
                checked={chosen === bank.bankCode}
                onChange={() => {
                  void formik.setFieldValue('bankCode', bank.bankCode);
                }}
                onBlur={() => {
                  void formik.setFieldTouched('bankCode', true);
                }}
              />
              <SafeImage src={bank.logo} alt="" className="bc-logo" width={32} height={32} />
              <span className="bc-bank-name">{bank.bankName || bank.bankCode}</span>
            </label>
          ))}
        </div>
      )}
      <ShowMore shown={shown.length} total={total} onMore={showMore} />
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {intl.formatMessage({ id: error })}
        </p>
      ) : null}
    </fieldset>
  );
}
