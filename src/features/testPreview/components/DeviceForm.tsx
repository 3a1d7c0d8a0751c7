import { Field, Form, Formik } from 'formik';
import { useId, useMemo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { usePaths } from '../../../config/pathsContext';
import { messages } from '../messages';
import { initialFormValues, pageLinks } from '../testPreviewFormat';
import { selectTestPreview } from '../testPreviewSlice';
import { DEVICE_FIELDS, type DeviceFormValues } from '../types';
import './testPreview.css';

const FIELDS: (keyof DeviceFormValues)[] = [...DEVICE_FIELDS, 'productId', 'orderId'];

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
  const navigate = useNavigate();
  const prefix = useId();
  const { session, order } = useSelector(selectTestPreview);
  const initialValues = useMemo(() => initialFormValues(session, order), [session, order]);

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!navigateInPage || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <Formik initialValues={initialValues} enableReinitialize onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <section className="card tp-section" aria-labelledby={`${prefix}-device`}>
            <h2 id={`${prefix}-device`} className="tp-heading">
              {intl.formatMessage(messages.deviceHeading)}
            </h2>
            <Form noValidate className="tp-fields">
              {FIELDS.map((name) => (
                <div className="tp-field" key={name}>
                  <label className="tp-label" htmlFor={`${prefix}-${name}`}>
                    {intl.formatMessage(messages[name])}
                  </label>
                  <Field
                    id={`${prefix}-${name}`}
                    name={name}
                    className="tp-input"
                    type="text"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                </div>
              ))}
            </Form>
          </section>
          <section className="card tp-section" aria-labelledby={`${prefix}-links`}>
            <h2 id={`${prefix}-links`} className="tp-heading">
              {intl.formatMessage(messages.linksHeading)}
            </h2>
            <p className="tp-hint">
              {intl.formatMessage(
                navigateInPage ? messages.linksHintRecording : messages.linksHint,
              )}
            </p>
            <ul className="tp-links">
              {pageLinks(paths, values, session).map(({ page, href }) => (
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
      )}
    </Formik>
  );
}
