import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../config/useMoney';
import { Button, LoadFailed, SafeImage, Skeleton } from '../../../ui';
import { PageFrame } from '../../../shell/PageFrame';
import { ConnectedCopyButton } from '../../../shell';
import { backRequested } from '../../../shell/uiSlice';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { useHydrated } from '../../../ui/useHydrated';
import {
  payInstructionsActions as actions,
  selectShownInstructions,
  selectStatusFor,
  selectTotalAmount,
} from '../payInstructionsSlice';
import { messages } from '../messages';
import type { InstructionsQueryParams } from '../types';
import { ImageSections, StepSections } from './InstructionSections';
import './payInstructions.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/** Spec section 2, screen 14: how to pay at a local payment channel (generate-vcode). */
export default function PaymentInstructionsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useQueryParams();
  const productId = params.get('productId');
  const orderId = params.get('orderId');
  const amount = params.get('amount');
  const payCode = params.get('payCode');
  const requestType = params.get('requestType');
  const money = useMoney();
  const query: InstructionsQueryParams = { productId, orderId, amount, payCode, requestType };
  // Never a previous visit's answer (another order's payment reference) before the new load starts.
  const status = useAppSelector(selectStatusFor(query));
  const info = useAppSelector(selectShownInstructions(query));
  const total = money(useAppSelector(selectTotalAmount));

  usePageLifecycle(
    () => actions.pageOpened({ productId, orderId, amount, payCode, requestType }),
    null,
    [productId, orderId, amount, payCode, requestType],
  );

  const goBack = () => dispatch(backRequested());
  // The prerendered page (src/app/appPrerender.tsx) knows no query: it shows the skeleton, and so
  // does this page's first render while hydrating.
  const hydrated = useHydrated();

  let body: ReactNode;
  if (hydrated && status === 'invalid') {
    body = (
      <section className="card pi-invalid">
        <p role="alert">{intl.formatMessage(messages.invalidQuery)}</p>
        <Button variant="secondary" onClick={goBack}>
          {intl.formatMessage(messages.goBack)}
        </Button>
      </section>
    );
  } else if (hydrated && status === 'failed') {
    body = (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        onRetry={() => dispatch(actions.retryRequested())}
      />
    );
  } else if (hydrated && info) {
    const detail = info.repayDetail;
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
                      <ConnectedCopyButton
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
                      <ConnectedCopyButton
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
    body = <Skeleton label={intl.formatMessage(messages.loading)} lines={5} />;
  }

  return <PageFrame title={intl.formatMessage(messages.title)}>{body}</PageFrame>;
}
