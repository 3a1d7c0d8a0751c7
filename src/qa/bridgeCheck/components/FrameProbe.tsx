import { useIntl } from 'react-intl';
import { AppFrame } from '../../../ui';
import { useAppSelector } from '../../../shell';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { bridgeCheckActions as actions, selectBridgeCheck } from '../bridgeCheckSlice';
import { messages } from '../messages';

/**
 * This page inside the check's child frame: it looks for the host's objects, sends a hello and reports
 * to the page that holds the frame (src/qa/bridgeCheck/bridgeCheckIsolation.ts `probe`).
 */
export function FrameProbe({ nonce }: { nonce: string }) {
  const intl = useIntl();
  const { probe } = useAppSelector(selectBridgeCheck);
  usePageLifecycle(() => actions.probeOpened({ nonce }), null, [nonce]);
  return (
    <AppFrame title={intl.formatMessage(messages.probeTitle)}>
      <p role="status">
        {intl.formatMessage(probe === 'done' ? messages.probeDone : messages.probeRunning)}
      </p>
    </AppFrame>
  );
}
