import type { Action, Store } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { ReplayStore } from '../../tape';

/**
 * The replay store as the screens see it: state and subscriptions, but a dispatch that does nothing.
 * Screens dispatch in their effects (pageOpened ...); in a replay the tape feeds those actions.
 */
export function viewOnlyStore(store: ReplayStore): Store {
  const view = Object.create(store) as Store;
  return Object.assign(view, { dispatch: (action: Action) => action });
}

/** A dialog open as a modal (showModal): in the top layer, everything outside it inert. */
function isModal(dialog: HTMLDialogElement): boolean {
  if (!dialog.open) return false;
  try {
    return dialog.matches(':modal');
  } catch {
    // An engine without :modal: the app's dialogs say what they are.
    return dialog.getAttribute('aria-modal') === 'true';
  }
}

/**
 * Watches the replayed screens for modal dialogs (the app's Modal opens its <dialog> with showModal()):
 * `onLayer` gets a new number each time one opens, above whatever was on top, and 0 once none is open.
 * The replayed dialog stays the modal it is in the app; the player lifts its controls above it on each
 * new number (PlayerControls), so Pause and Step stay reachable, and puts them back at 0.
 */
export function watchModalDialogs(host: HTMLElement, onLayer: (layer: number) => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  let layer = 0;
  let opened = 0;
  const check = (records: MutationRecord[]) => {
    const modal = [...host.querySelectorAll('dialog')].some(isModal);
    // A dialog that opened in this batch went to the top of the top layer, over the controls.
    const reopened = records.some(
      (r) =>
        r.type === 'attributes' && r.target instanceof HTMLElement && r.target.hasAttribute('open'),
    );
    if (!modal) {
      if (layer === 0) return;
      layer = 0;
    } else {
      if (layer !== 0 && !reopened) return;
      opened += 1;
      layer = opened;
    }
    onLayer(layer);
  };
  const observer = new MutationObserver(check);
  observer.observe(host, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  check([]);
  return () => observer.disconnect();
}

/** Hands the player's memory router's navigate to the replay's route entries. */
export function RouteDriver({ bind }: { bind: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => bind(navigate), [bind, navigate]);
  return null;
}
