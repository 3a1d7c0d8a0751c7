import type { Action, Store } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { ReplayStore } from '../../../platform/tape';

/**
 * The replay store as the screens see it: state and subscriptions, but a dispatch that does nothing.
 * Screens dispatch in their effects (pageOpened ...); in a replay the tape feeds those actions.
 */
export function viewOnlyStore(store: ReplayStore): Store {
  const view = Object.create(store) as Store;
  return Object.assign(view, { dispatch: (action: Action) => action });
}

/**
 * A <dialog> opened with showModal() makes everything else inert, the player's controls too. Inside
 * the replayed screen, modal dialogs are reopened as plain dialogs so Pause and Step stay reachable.
 */
export function keepControlsReachable(host: HTMLElement): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const demote = () => {
    host.querySelectorAll('dialog').forEach((dialog) => {
      try {
        if (dialog.open && dialog.matches(':modal')) {
          dialog.close();
          dialog.show();
        }
      } catch {
        // an engine without :modal leaves the dialog as it is
      }
    });
  };
  const observer = new MutationObserver(demote);
  observer.observe(host, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => observer.disconnect();
}

/** Hands the player's memory router's navigate to the replay's route entries. */
export function RouteDriver({ bind }: { bind: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => bind(navigate), [bind, navigate]);
  return null;
}
