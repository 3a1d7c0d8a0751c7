import { useAppDispatch } from '../../../shell/hooks';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouteLink } from '../../../ui/RouteLink';
import { EXTENSION_MAX_DAYS } from '../../../config/constants';
import { usePaths } from '../../../config/pathsContext';
import { AppFrame } from '../../../ui';
import { backRequested } from '../../../shell/uiSlice';
import { extensionStatement, messages } from '../messages';
import './repayment.css';
import './description.css';

interface Step {
  title: MessageDescriptor;
  text: MessageDescriptor;
  values?: Record<string, number>;
}

const STEPS: Step[] = [
  { title: messages.descriptionChannelTitle, text: messages.descriptionChannelText },
  { title: messages.descriptionCardTitle, text: messages.descriptionCardText },
  {
    title: messages.descriptionExtensionTitle,
    text: extensionStatement,
    values: { days: EXTENSION_MAX_DAYS },
  },
  { title: messages.descriptionReceiptTitle, text: messages.descriptionReceiptText },
];

/** Spec section 2, /carpmm: the static repayment description. */
export default function RepaymentDescriptionPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const paths = usePaths();
  return (
    <AppFrame
      title={intl.formatMessage(messages.descriptionTitle)}
      onBack={() => dispatch(backRequested())}
    >
      <p className="rp-intro">{intl.formatMessage(messages.descriptionIntro)}</p>
      <ol className="rp-steps">
        {STEPS.map((step, i) => (
          <li className="card rp-step" key={step.title.id}>
            <span className="rp-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className="rp-heading">{intl.formatMessage(step.title)}</h2>
              <p className="rp-step-text">{intl.formatMessage(step.text, step.values)}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className="card rp-help" aria-labelledby="rp-help-title">
        <h2 id="rp-help-title" className="rp-heading">
          {intl.formatMessage(messages.descriptionHelpTitle)}
        </h2>
        <p className="rp-step-text">{intl.formatMessage(messages.descriptionHelpText)}</p>
        <RouteLink className="button button-secondary" to={paths.customerService}>
          {intl.formatMessage(messages.contactCustomerService)}
        </RouteLink>
      </section>
    </AppFrame>
  );
}
