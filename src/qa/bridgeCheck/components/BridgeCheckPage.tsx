import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { resolveBrand } from '../../../config/brand';
import { readRuntimeConfig } from '../../../platform/config/runtime';
import { PageFrame } from '../../../shell/PageFrame';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { bridgeCheckActions as actions } from '../bridgeCheckSlice';
import { messages } from '../messages';
import { ActionsSection } from './ActionsSection';
import { EventsSection } from './EventsSection';
import { FrameProbe } from './FrameProbe';
import { HandshakeSection } from './HandshakeSection';
import { IsolationSection } from './IsolationSection';
import { SummarySection } from './SummarySection';
import './bridgeCheck.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/** Whether this document is a frame of another (the probe runs only there). */
const inFrame = () => typeof window !== 'undefined' && window.self !== window.top;

function ChecksPage() {
  const intl = useIntl();
  const phone = useMemo(() => resolveBrand(readRuntimeConfig().brand).servicePhone, []);
  usePageLifecycle(() => actions.pageOpened(), actions.pageLeft, []);
  return (
    <PageFrame title={intl.formatMessage(messages.title)}>
      <p className="bc-intro">{intl.formatMessage(messages.intro)}</p>
      <SummarySection />
      <HandshakeSection />
      <ActionsSection phone={phone} />
      <EventsSection />
      <IsolationSection />
    </PageFrame>
  );
}

/**
 * The bridge conformance page (issue 28, devtools builds only): a native team opens it in its own web
 * view, with its own host code. In the check's child frame (`?probe=frame`) it is the probe instead.
 */
export default function BridgeCheckPage() {
  const params = useQueryParams();
  const nonce = params.get('nonce');
  if (params.get('probe') === 'frame' && nonce && inFrame()) return <FrameProbe nonce={nonce} />;
  return <ChecksPage />;
}
