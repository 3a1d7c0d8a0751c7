import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { TextLoader } from '../i18n/loadMessages';
import type { SessionParams } from '../platform/session/session';
import { useTextLoader } from '../runtime/AppProviders';
import { useAppStore, type AppStore } from '../runtime/store';

/** The page's tree as it is: what shows when the choice cannot load. */
const pageAsItIs = ({ page }: { page: ReactNode }) => page;

/**
 * The choice (src/app/sessionLinkGate.tsx), loaded once with its slice injected and its texts, as
 * what wraps the page's tree (the routes' pages load the same way: src/app/routes.tsx).
 */
function gateOf(store: AppStore, link: SessionParams, ensureTexts: TextLoader) {
  const Gate = lazy(() =>
    import(/* webpackChunkName: "session-link" */ './sessionLinkGate').then(
      ({ loadSessionLinkGate }) => loadSessionLinkGate(store, link, ensureTexts),
      () => ({ default: pageAsItIs }),
    ),
  );
  return function gate(page: ReactNode) {
    return <Gate page={page} />;
  };
}

/**
 * A page load that held a link's other session (src/platform/session/session.ts, `env.link`): the
 * borrower's choice shows in place of `page` until the tab's session is kept. A choice that cannot
 * load leaves the tab's session in use, and the page opens.
 */
export function HeldLink({ link, page }: { link: SessionParams; page: ReactNode }) {
  const store = useAppStore();
  const ensureTexts = useTextLoader();
  const gate = useMemo(() => gateOf(store, link, ensureTexts), [store, link, ensureTexts]);
  return <Suspense fallback={null}>{gate(page)}</Suspense>;
}
