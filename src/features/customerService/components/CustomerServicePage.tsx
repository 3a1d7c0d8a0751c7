import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { SkeletonLine } from '../../../ui';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { selectInApp, type UiState } from '../../../shell/uiSlice';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { useHostBusy } from '../../../shell/hostWait';
import {
  customerServiceActions as actions,
  DIAL_WAIT,
  selectCustomerService,
} from '../customerServiceSlice';
import { callLabel, emailLabel, messages } from '../messages';
import type { CustomerServiceInfo } from '../customerServiceSchema';
import './customerService.css';

/** Digits and a leading + only: what a tel: link may carry. */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}

/** The two contact rows while they load: same rows, same heights, so nothing moves when they come. */
function ContactsLoading({ label }: { label: string }) {
  return (
    <div className="contact-list" role="status" aria-live="polite" aria-busy="true">
      {[0, 1].map((row) => (
        <span className="contact-row contact-row-loading" key={row}>
          <SkeletonLine />
        </span>
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The telephone (a tel: link; in the app the native side dials) and the e-mail. */
function ContactList({ info }: { info: CustomerServiceInfo }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const inApp = useAppSelector((state: { ui: UiState }) => selectInApp(state));
  // In the app the dialler is the app's: the row shows busy until it answers (or the bridge times out).
  const dialling = useHostBusy(DIAL_WAIT);

  const onCall = (event: MouseEvent<HTMLAnchorElement>) => {
    // In the app the native side dials; outside it the tel: link does.
    if (inApp) event.preventDefault();
    if (dialling) return;
    dispatch(actions.telephoneTapped({ telephone: info.va }));
  };

  return (
    <ul className="contact-list">
      <li>
        <a
          className={`contact-row${dialling ? ' is-busy' : ''}`}
          href={telHref(info.va)}
          onClick={onCall}
          aria-busy={dialling || undefined}
          aria-label={intl.formatMessage(callLabel, { telephone: info.va })}
        >
          <span className="contact-label">{intl.formatMessage(messages.telephone)}</span>
          <span className="contact-value">{info.va}</span>
        </a>
      </li>
      <li>
        <a
          className="contact-row"
          href={`mailto:${info.email}`}
          aria-label={intl.formatMessage(emailLabel, { email: info.email })}
        >
          <span className="contact-label">{intl.formatMessage(messages.email)}</span>
          <span className="contact-value">{info.email}</span>
        </a>
      </li>
    </ul>
  );
}

/** The page's card: its intro (in the prerendered page already), then the contacts or their rows. */
function Contacts({ info }: { info: CustomerServiceInfo | undefined }) {
  const intl = useIntl();
  return (
    <section className="card" aria-labelledby="cs-intro">
      <p id="cs-intro" className="cs-intro">
        {intl.formatMessage(messages.intro)}
      </p>
      {info ? (
        <ContactList info={info} />
      ) : (
        <ContactsLoading label={intl.formatMessage(messages.loading)} />
      )}
    </section>
  );
}

/** Spec section 2, screen 5: the telephone (tappable) and the e-mail of customer service. */
export default function CustomerServicePage() {
  const intl = useIntl();
  const { status, info, error } = useAppSelector(selectCustomerService);
  const load = useLoadedContent({ status, error }, actions.retryRequested, {
    failure: messages.loadFailed,
  });

  usePageLifecycle(() => actions.pageOpened(), null, []);

  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <LoadedContent {...load}>
        {/* Never the skeleton: the intro shows while the contacts load (rows of their own). */}
        <Contacts info={status === 'succeeded' ? (info ?? undefined) : undefined} />
      </LoadedContent>
    </PageFrame>
  );
}
