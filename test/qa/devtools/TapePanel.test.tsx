import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TapePanel } from '../../../src/qa/devtools/components/TapePanel';
import { setActiveRecorder, type Recorder } from '../../../src/qa/tape';
import { fakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';

const TAPE_JSON = '{"header":{"format":1},"entries":[]}\n';

function fakeRecorder(bytes = 12697, entries = 35) {
  const recorder = {
    bytes: jest.fn(() => bytes),
    entryCount: jest.fn(() => entries),
    exportJson: jest.fn(() => TAPE_JSON),
  };
  setActiveRecorder(recorder as unknown as Recorder);
  return recorder;
}

afterEach(() => setActiveRecorder(null));

describe('TapePanel', () => {
  it('without a recorder: says recording is off, offers Start, and the tape buttons are disabled', () => {
    renderWithProviders(<TapePanel reload={jest.fn()} />);
    expect(screen.getByTestId('tp-tape-status')).toHaveTextContent('Grabación desactivada');
    expect(screen.queryByTestId('tp-tape-size')).toBeNull();
    expect(screen.getByRole('button', { name: 'Iniciar grabación' })).toBeEnabled();
    for (const name of ['Actualizar', 'Descargar', 'Copiar la cinta', 'Enviar a la app'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('with a recorder: shows its size and entry count, re-read on Refresh', async () => {
    const recorder = fakeRecorder();
    renderWithProviders(<TapePanel reload={jest.fn()} />);
    expect(screen.getByTestId('tp-tape-status')).toHaveTextContent('Grabación activa');
    expect(screen.getByTestId('tp-tape-size')).toHaveTextContent('12.4 KB · 35 entradas');
    recorder.bytes.mockReturnValue(2 * 1024 * 1024);
    recorder.entryCount.mockReturnValue(1);
    expect(screen.getByTestId('tp-tape-size')).toHaveTextContent('12.4 KB · 35 entradas');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(screen.getByTestId('tp-tape-size')).toHaveTextContent('2.0 MB · 1 entrada');
  });

  it('Start sets the session flag through the storage wrapper and reloads', async () => {
    const context = fakeContext();
    const reload = jest.fn();
    renderWithProviders(<TapePanel reload={reload} />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar grabación' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(context.storage.get('qaTape')).toBe('1');
  });

  it('Stop removes the flag and reloads', async () => {
    fakeRecorder();
    const context = fakeContext();
    context.storage.set('qaTape', '1');
    const reload = jest.fn();
    renderWithProviders(<TapePanel reload={reload} />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Detener grabación' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(context.storage.get('qaTape')).toBeNull();
  });

  it('Download saves the tape as cuota-tape-<time>.json from a Blob URL', async () => {
    fakeRecorder();
    const createObjectURL = jest.fn(() => 'blob:tape');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.getAttribute('href') ?? ''}`);
    });
    renderWithProviders(<TapePanel reload={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^cuota-tape-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json blob:tape$/);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    click.mockRestore();
  });

  it('Copy puts the tape JSON on the clipboard and shows the copy toast', async () => {
    fakeRecorder();
    const writeText = jest.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { store } = renderWithProviders(<TapePanel reload={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copiar la cinta' }));
    await waitFor(() => expect(store.getState().ui.toast?.messageId).toBe('common.copySuccess'));
    expect(writeText).toHaveBeenCalledWith(TAPE_JSON);
  });

  it('Send to app goes through the saga and the bridge; outside the app it says so', async () => {
    fakeRecorder();
    const context = fakeContext({ inApp: false });
    const { store } = renderWithProviders(<TapePanel reload={jest.fn()} />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a la app' }));
    await waitFor(() =>
      expect(store.getState().ui.toast?.messageId).toBe('devtools.shareUnavailable'),
    );
    expect(context.bridge.shareTape).toHaveBeenCalledWith(TAPE_JSON);
  });

  it('Send to app inside the app confirms it was sent', async () => {
    fakeRecorder();
    const context = fakeContext({ inApp: true });
    const { store } = renderWithProviders(<TapePanel reload={jest.fn()} />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a la app' }));
    await waitFor(() => expect(store.getState().ui.toast?.messageId).toBe('devtools.shareShared'));
  });
});
