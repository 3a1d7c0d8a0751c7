import type { ReactNode } from 'react';
import type { TextLoader } from '../i18n/loadMessages';
import type { SessionParams } from '../platform/session/session';
import { useAppSelector } from '../shell/hooks';
import { selectSessionLink, sessionLinkActions, sessionLinkFeature } from '../shell/sessionLink';
import { SessionLinkPage } from '../shell/sessionLink/SessionLinkPage';
import { PageShown } from '../runtime/pageShown';
import type { AppStore } from '../runtime/store';

/**
 * The page's own tree, or the choice between the tab's session and the link's while it is asked. The
 * choice counts as the first page shown: the native handshake goes (the app may state its session,
 * which settles the choice) and the taps kept before the app ran are taken (none lands on the choice).
 */
function SessionLinkGate({ page }: { page: ReactNode }) {
  const { status } = useAppSelector(selectSessionLink);
  if (status === 'none') return page;
  return (
    <>
      <SessionLinkPage />
      <PageShown />
    </>
  );
}

/**
 * A page load that held a link's other session (src/platform/session/session.ts): the choice's slice
 * and flow join the store and its texts load before it shows; the page's tree renders behind it, so
 * the page opens (and asks for its data) only once the tab's session was kept.
 */
export async function loadSessionLinkGate(
  store: Pick<AppStore, 'injectFeature' | 'dispatch'>,
  link: SessionParams,
  ensureTexts: TextLoader,
) {
  store.injectFeature(sessionLinkFeature);
  store.dispatch(sessionLinkActions.linkHeld(link));
  await ensureTexts(sessionLinkFeature.texts).catch(() => undefined);
  return { default: SessionLinkGate };
}
