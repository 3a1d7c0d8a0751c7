import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { formatCurrency } from '../../../i18n/format';
import { AppFrame, Button, CopyButton, LoadFailed, SafeImage } from '../../../ui';
import { backRequested } from '../../../ui/uiSlice';
import { parseInstructionsQuery } from '../payInstructionsApi';
import { payInstructionsActions as actions, selectPayInstructions } from '../payInstructionsSlice';
import { messages } from '../messages';
import type { InstructionsQuery } from '../types';
import { ImageSections, StepSections } from './InstructionSections';
import './payInstructions.css';

const sameQuery = (a: InstructionsQuery | null, b: InstructionsQuery | null) =>
  !!a &&
  !!b &&
  a.productId === b.productId &&
  a.orderId === b.orderId &&
  a.amount === b.amount &&
  a.payCode === b.payCode &&
  a.requestType === b.requestType;

/** Spec section 2, screen 14: how to pay at a local payment channel (generate-vcode). */
export default function PaymentInstructionsPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const productId = params.get('productId');
  const orderId = params.get('orderId');
  const amount = params.get('amount');
  const payCode = params.get('payCode');
  const requestType = params.get('requestType');
  const { status, info, query } = useSelector(selectPayInstructions);

  useEffect(() => {
    dispatch(actions.pageOpened({ productId, orderId, amount, payCode, requestType }));
  }, [dispatch, productId, orderId, amount, payCode, requestType]);

  const pageQuery = parseInstructionsQuery({ productId, orderId, amount, payCode, requestType });
  // Never show a previous visit's answer (another order's payment reference) before the new load starts.
  const current = sameQuery(query, pageQuery);
  const goBack = () => dispatch(backRequested());
  const detail = info?.repayDetail;

  let body: ReactNode;
  if (!pageQuery) {
    body = (
      <section className="card pi-invalid">
        <p role="alert">{intl.formatMessage(messages.invalidQuery)}</p>
        <Button variant="secondary" onClick={goBack}>
          {intl.formatMessage(messages.goBack)}
        </Button>
      </section>
    );
  } else if (current && status === 'failed') {
    body = (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        onRetry={() => dispatch(actions.retryRequested())}
      />
    );
  } else if (current && status === 'succeeded' && info && detail) {
    const total = formatCurrency(
      detail.amount || pageQuery.amount,
      intl.formatMessage(messages.currencySymbol),
    );
    const hasCode = !!(detail.vCode || detail.repayCode || detail.companyName);
    body = (
      <>
        <section className="card pi-summary" aria-labelledby="pi-total-label">
          {info.topLogo && (
            <SafeImage
              className="pi-top-logo"
              src={info.topLogo}
              alt={intl.formatMessage(messages.topLogoAlt)}
            />
          )}
          <p id="pi-total-label" className="pi-total-label">
            {intl.formatMessage(messages.totalAmount)}
          </p>
          <p className="pi-total" data-testid="pi-total">
            {total}
          </p>
          {detail.repayTitle && <h2 className="pi-repay-title">{detail.repayTitle}</h2>}
          {detail.repayDes && <p className="pi-repay-des">{detail.repayDes}</p>}
        </section>

        {hasCode && (
          <section className="card pi-code" aria-label={intl.formatMessage(messages.paymentCode)}>
            {detail.vCode && (
              <SafeImage
                className="pi-code-image"
                src={detail.vCode}
                alt={intl.formatMessage(messages.codeImageAlt)}
              />
            )}
            {(detail.repayCode || detail.companyName) && (
              <dl className="pi-fields">
                {detail.repayCode && (
                  <div className="pi-field pi-field--code">
                    <dt>{intl.formatMessage(messages.paymentCode)}</dt>
                    <dd className="pi-field-value">
                      <span className="pi-repay-code" data-testid="pi-repay-code">
                        {detail.repayCode}
                      </span>
                      <CopyButton
                        className="pi-copy-code"
                        value={detail.repayCode}
                        label={intl.formatMessage(messages.copyPaymentCode)}
                      />
                    </dd>
                  </div>
                )}
                {detail.companyName && (
                  <div className="pi-field">
                    <dt>{intl.formatMessage(messages.companyName)}</dt>
                    <dd className="pi-field-value">
                      <span className="pi-company">{detail.companyName}</span>
                      <CopyButton
                        value={detail.companyName}
                        label={intl.formatMessage(messages.copyCompanyName)}
                      />
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </section>
        )}

        <StepSections sections={info.dataList} />
        <ImageSections sections={info.imgList} />

        {info.bottomLogo && (
          <SafeImage
            className="pi-bottom-logo"
            src={info.bottomLogo}
            alt={intl.formatMessage(messages.bottomLogoAlt)}
          />
        )}
      </>
    );
  } else {
    body = (
      <div className="card pi-skeleton" role="status" aria-live="polite" aria-busy="true">
        <span className="pi-skeleton-line pi-skeleton-line--short" />
        <span className="pi-skeleton-line pi-skeleton-line--big" />
        <span className="pi-skeleton-line" />
        <span className="pi-skeleton-block" />
        <span className="pi-skeleton-line" />
        <span className="visually-hidden">{intl.formatMessage(messages.loading)}</span>
      </div>
    );
  }

  return (
    <AppFrame title={intl.formatMessage(messages.title)} onBack={goBack}>
      {body}
    </AppFrame>
  );
}
