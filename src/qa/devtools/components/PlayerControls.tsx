import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Divergence, PageRef, Tape } from '../../tape';
import { Button } from '../../../ui';
import { lastEntry, messages, position } from '../messages';
import { DivergenceView } from './DivergenceView';
import { PageMarks } from './PageMarks';
import { SPEEDS, type Speed } from './tapeTools';

/** Where the replay stands, as the controls show it. */
export interface PlayerView {
  position: number;
  /** Position among the tape's page loads of the one being replayed. */
  page: number;
  done: boolean;
  divergence: Divergence | null;
  last: string | null;
}

export interface PlayerControlsProps {
  tape: Tape;
  pages: readonly PageRef[];
  view: PlayerView;
  playing: boolean;
  speed: Speed;
  /**
   * Non-zero while a replayed screen shows a modal dialog (watchModalDialogs): the controls are lifted
   * above it, and again at each new number (a dialog opened later is on top of them).
   */
  layer: number;
  onPlaying: (playing: boolean) => void;
  onStep: () => void;
  onSpeed: (speed: Speed) => void;
  onClose: () => void;
}

/**
 * The controls in a modal <dialog> of their own, opened after the replayed one: the top layer's last
 * modal is the one not inert, so the replayed dialog stays a modal (backdrop, the page behind it
 * inert) and the controls stay usable above it. Escape does not close them.
 */
function ControlsLayer({
  layer,
  label,
  children,
}: {
  layer: number;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, [layer]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const keep = (event: Event) => event.preventDefault();
    // A browser may close it anyway (a second Escape): it opens again while the layer is wanted.
    const reopen = () => {
      if (!el.open && el.isConnected && typeof el.showModal === 'function') el.showModal();
    };
    el.addEventListener('cancel', keep);
    el.addEventListener('close', reopen);
    return () => {
      el.removeEventListener('cancel', keep);
      el.removeEventListener('close', reopen);
    };
  }, []);

  return (
    <dialog ref={ref} className="tp-controls-layer" aria-label={label}>
      {children}
    </dialog>
  );
}

/** Play, pause, step, speed and close; the page loads, the position and the outcome of the replay. */
export function PlayerControls(props: PlayerControlsProps) {
  const { tape, pages, view, playing, speed, layer } = props;
  const intl = useIntl();
  const speedId = useId();
  const controlsRef = useRef<HTMLElement>(null);
  const lifted = useRef(false);

  useEffect(() => {
    // Keyboard users land on the controls (the tools behind them are hidden now).
    controlsRef.current?.querySelector('button')?.focus();
  }, []);

  useEffect(() => {
    const wasLifted = lifted.current;
    lifted.current = layer !== 0;
    // Back in the page once the replayed dialog has closed: the focus, lost with the layer, comes back.
    const active = document.activeElement;
    if (wasLifted && layer === 0 && (!active || active === document.body))
      controlsRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [layer]);

  const label = intl.formatMessage(messages.playerLabel);
  const finished = view.done && view.divergence === null;
  const controls = (
    <section ref={controlsRef} className="tp-controls" aria-label={label}>
      <div className="tp-controls-row">
        {playing ? (
          <Button className="tp-play" onClick={() => props.onPlaying(false)}>
            {intl.formatMessage(messages.pause)}
          </Button>
        ) : (
          <Button className="tp-play" disabled={view.done} onClick={() => props.onPlaying(true)}>
            {intl.formatMessage(messages.play)}
          </Button>
        )}
        <Button
          variant="secondary"
          className="tp-step"
          disabled={playing || view.done}
          onClick={props.onStep}
        >
          {intl.formatMessage(messages.step)}
        </Button>
        <label className="tp-speed" htmlFor={speedId}>
          <span className="visually-hidden">{intl.formatMessage(messages.speed)}</span>
          <select
            id={speedId}
            className="tp-select"
            value={String(speed)}
            onChange={(event) => props.onSpeed(Number(event.target.value) as Speed)}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {`${s}×`}
              </option>
            ))}
          </select>
        </label>
        <Button variant="text" className="tp-close" onClick={props.onClose}>
          {intl.formatMessage(messages.closePlayer)}
        </Button>
      </div>
      <PageMarks pages={pages} current={view.page} />
      <p className="tp-position" data-testid="tp-position">
        {intl.formatMessage(position, { position: view.position, total: tape.entries.length })}
        {view.last ? (
          <span className="tp-last">{intl.formatMessage(lastEntry, { entry: view.last })}</span>
        ) : null}
      </p>
      <p className="tp-outcome" role="status" aria-live="polite">
        {finished ? intl.formatMessage(messages.finished) : ''}
      </p>
      {view.divergence ? <DivergenceView divergence={view.divergence} tape={tape} /> : null}
    </section>
  );
  return layer === 0 ? (
    controls
  ) : (
    <ControlsLayer layer={layer} label={label}>
      {controls}
    </ControlsLayer>
  );
}
