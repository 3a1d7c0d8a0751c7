import { useId, useMemo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePaths } from '../../../config/pathsContext';
import { Form, FormField, useForm } from '../../../ui/form';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { navigationRequested } from '../../../shell/shellNavigation';
import { messages } from '../messages';
import { initialFormValues, pageLinks } from '../devtoolsFormat';
import { deviceFormSchema } from '../devtoolsSchema';
import { selectDevtools } from '../devtoolsSlice';
import { DEVICE_FIELDS, type DeviceFormValues } from '../types';
import './devtools.css';

const FIELDS: (keyof DeviceFormValues)[] = [...DEVICE_FIELDS, 'productId', 'orderId'];

/** The form has nothing to send: the links below read its values as they are typed. */
const nothingToSend = () => undefined;

export interface DeviceFormProps {
  /**
   * While a QA tape is recording, links open inside this page load (the router) so the tape goes on;
   * otherwise they load the page afresh, as the native app opens it, so edited device fields apply.
   */
  navigateInPage: boolean;
}

/**
 * Spec section 2, screen 18: the editable device and order fields (prefilled from the captured
 * session and the page query) and the links that carry them as query parameters.
 */
export function DeviceForm({ navigateInPage }: DeviceFormProps) {
  const intl = useIntl();
  const paths = usePaths();
  const dispatch = useAppDispatch();
  const prefix = useId();
  const { session, order } = useAppSelector(selectDevtools);
  const initialValues = useMemo(() => initialFormValues(session, order), [session, order]);
  const form = useForm({
    schema: deviceFormSchema,
    initialValues,
    enableReinitialize: true,
    onSubmit: nothingToSend,
  });

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!navigateInPage || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dispatch(navigationRequested({ path: href }));
  };

  return (
    <>
      <section className="card tp-section" aria-labelledby={`${prefix}-device`}>
        <h2 id={`${prefix}-device`} className="tp-heading">
          {intl.formatMessage(messages.deviceHeading)}
        </h2>
        <Form form={form}>
          {FIELDS.map((name) => (
            <FormField
              key={name}
              name={name}
              label={intl.formatMessage(messages[name])}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          ))}
        </Form>
      </section>
      <section className="card tp-section" aria-labelledby={`${prefix}-links`}>
        <h2 id={`${prefix}-links`} className="tp-heading">
          {intl.formatMessage(messages.linksHeading)}
        </h2>
        <p className="tp-hint">
          {intl.formatMessage(navigateInPage ? messages.linksHintRecording : messages.linksHint)}
        </p>
        <ul className="tp-links">
          {pageLinks(paths, form.values, session).map(({ page, href }) => (
            <li key={page}>
              <a
                className="tp-link"
                href={href}
                data-page={page}
                onClick={(event) => follow(event, href)}
              >
                <span>{intl.formatMessage(messages[page])}</span>
                <span className="tp-link-chevron" aria-hidden="true">
                  ›
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
