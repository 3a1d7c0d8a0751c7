import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DevtoolsPage from '../../../src/qa/devtools/components/DevtoolsPage';
import { fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { replayApp } from '../../support/replayApp';

const TAPE = path.resolve(__dirname, '../../replays/card-repayment-sms.tape.json');

/**
 * jsdom has a <dialog> without showModal(), show() or close() and no top layer (the app's Modal then
 * only sets `open`, and :modal never matches). These stand in as a browser has them: showModal() puts
 * the dialog on top of the top layer (a modal: :modal matches, everything outside the last one is
 * inert), show() opens it in the page flow, close() or leaving the document takes it out.
 */
const topLayer: HTMLDialogElement[] = [];
const shownInFlow: HTMLDialogElement[] = [];
const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
const nativeMatches = Element.prototype.matches;
const inTopLayer = () => topLayer.filter((d) => d.isConnected && d.open);

function installTopLayer() {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('already open', 'InvalidStateError');
    this.setAttribute('open', '');
    topLayer.push(this);
  };
  proto.show = function show(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    shownInFlow.push(this);
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    topLayer.splice(topLayer.indexOf(this) >>> 0, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  proto.matches = function matches(this: HTMLDialogElement, selector: string) {
    return selector === ':modal' ? inTopLayer().includes(this) : nativeMatches.call(this, selector);
  };
}

function removeTopLayer() {
  for (const name of ['showModal', 'show', 'close', 'matches']) delete proto[name];
  topLayer.length = 0;
  shownInFlow.length = 0;
}

const controls = () => screen.getByRole('region', { name: 'Reproductor de la cinta' });
const screenHost = () => within(screen.getByTestId('tp-screen'));
const smsDialog = () => screenHost().queryByRole('dialog', { name: 'Verificación por SMS' });

/** Steps the player (one entry at a time, as a tester does) until `done` holds. */
async function stepUntil(done: () => boolean) {
  for (let i = 0; i < 60 && !done(); i += 1) {
    const before = within(controls()).getByTestId('tp-position').textContent;
    await userEvent.click(within(controls()).getByRole('button', { name: 'Paso' }));
    await waitFor(() =>
      expect(within(controls()).getByTestId('tp-position').textContent).not.toBe(before),
    );
  }
  expect(done()).toBe(true);
}

describe('replay player: a replayed modal dialog', () => {
  beforeEach(installTopLayer);

  afterEach(async () => {
    cleanup();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    removeTopLayer();
  });

  it('shows the SMS step as the modal it is in the app, the controls above it and back after', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok({ userId: '1001', token: 't' }));
    renderWithProviders(<DevtoolsPage app={replayApp} reload={jest.fn()} />, {
      context,
      route: '/testPreview?productId=1&orderId=1174',
    });
    expect(await screen.findByText('Sesión iniciada como 13800138000')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('O pegue el JSON de la cinta'), {
      target: { value: fs.readFileSync(TAPE, 'utf8') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cargar la cinta' }));
    expect(
      await screenHost().findByRole('heading', { name: 'Pagar con tarjeta' }),
    ).toBeInTheDocument();
    expect(inTopLayer()).toEqual([]);

    await stepUntil(() => smsDialog() !== null);
    const dialog = smsDialog() as HTMLDialogElement;
    // Opened with showModal() and left so: in the top layer, not reopened in the page flow.
    expect(dialog.matches(':modal')).toBe(true);
    expect(shownInFlow).not.toContain(dialog);
    // The controls are a modal of their own over it: the last one in the top layer, the one not inert.
    const layers = inTopLayer();
    expect(layers).toHaveLength(2);
    expect(layers[0]).toBe(dialog);
    expect(layers[1]).toHaveClass('tp-controls-layer');
    expect(layers[1]).toContainElement(controls());
    expect(dialog).not.toContainElement(controls());

    // Stepping on shows the replayed dialog's own steps (the wrong code first), still a modal.
    await stepUntil(() => smsDialog()?.textContent?.includes('incorrecto') ?? false);
    expect(smsDialog()?.matches(':modal')).toBe(true);
    expect(inTopLayer().at(-1)).toContainElement(controls());

    // The payment goes through and the page moves on: the dialog is gone, the controls are back in
    // the page, with the focus, and play the tape to its end.
    await stepUntil(() => smsDialog() === null);
    expect(inTopLayer()).toEqual([]);
    expect(controls().closest('dialog')).toBeNull();
    await waitFor(() => expect(controls()).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(controls()).getByRole('button', { name: 'Reproducir' }));
    expect(
      await within(controls()).findByText(
        'Reproducción completa, sin divergencias.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  }, 60_000); // a whole tape played through the player: tens of seconds on a loaded 2-core machine
});
