import { useAppDispatch } from '../../../shell/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { devtoolsActions as actions } from '..';
import { DeviceExtras } from './DeviceExtras';
import { DeviceForm } from './DeviceForm';
import { LoginStatus } from './LoginStatus';
import { messages } from '../messages';
import { storedSession as readStored, type SessionParams } from '../../../platform/session/session';
import { createWebStorage } from '../../../platform/storage/storage';
import { activeRecorder } from '../../tape/active';
import type { Tape } from '../../tape';
import { AppFrame } from '../../../ui';
import { backRequested } from '../../../shell/uiSlice';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { ReplayPlayer, type ReplayApp } from './ReplayPlayer';
import { TapeLoader } from './TapeLoader';
import { TapePanel, type TapePanelProps } from './TapePanel';
import './devtoolsPage.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/**
 * The session boot captured and stored (the wrapper's prefix and rules). Read here rather than by the
 * saga through the context storage: a QA tape keeps storage values as they are, while the session in
 * the page-open event is redacted by key like every action payload.
 */
function storedSession(): SessionParams {
  let store: Storage | undefined;
  try {
    store = window.sessionStorage;
  } catch {
    store = undefined;
  }
  return readStored(createWebStorage(store));
}

export interface DevtoolsPageProps {
  /** The app's routes, providers and replay store, for the replay player's screens. */
  app: ReplayApp;
  reload?: TapePanelProps['reload'];
}

/**
 * Spec section 2, screen 18 (developer tool): the automatic test login (section 6), the device and
 * order fields with the page links, photo, contact and location probes, the QA tape panel and the
 * tape player. While a tape plays, the tools stay mounted but hidden, so edits survive the replay.
 */
export default function DevtoolsPage({ app, reload }: DevtoolsPageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useQueryParams();
  const productId = params.get('productId') ?? '';
  const orderId = params.get('orderId') ?? '';
  const [tape, setTape] = useState<Tape | null>(null);
  const [recording] = useState(() => activeRecorder() !== null);

  usePageLifecycle(
    () => actions.pageOpened({ productId, orderId, session: { ...storedSession() } }),
    null,
    [productId, orderId],
  );

  return (
    <>
      <div className="tp-tools" hidden={tape !== null}>
        <AppFrame
          title={intl.formatMessage(messages.title)}
          onBack={() => dispatch(backRequested())}
        >
          <p className="tp-intro">{intl.formatMessage(messages.intro)}</p>
          <LoginStatus />
          <DeviceForm navigateInPage={recording} />
          <DeviceExtras />
          <TapePanel reload={reload} />
          <TapeLoader onLoad={setTape} />
        </AppFrame>
      </div>
      {tape ? <ReplayPlayer tape={tape} app={app} onClose={() => setTape(null)} /> : null}
    </>
  );
}
