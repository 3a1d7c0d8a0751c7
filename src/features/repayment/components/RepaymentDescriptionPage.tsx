import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouteLink } from '../../../ui/RouteLink';
import { EXTENSION_MAX_DAYS } from '../../../config/constants';
import { usePaths } from '../../../config/pathsContext';
import { CardSection } from '../../../ui';
import { PageFrame } from '../../../shell/PageFrame';
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
  const paths = usePaths();
  return (
    <PageFrame title={intl.formatMessage(messages.descriptionTitle)}>
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
      <CardSection
        title={intl.formatMessage(messages.descriptionHelpTitle)}
        className="rp-help"
        headingClassName="rp-heading"
      >
        <p className="rp-step-text">{intl.formatMessage(messages.descriptionHelpText)}</p>
        <RouteLink className="button button-secondary" to={paths.customerService}>
          {intl.formatMessage(messages.contactCustomerService)}
        </RouteLink>
      </CardSection>
    </PageFrame>
  );
}
