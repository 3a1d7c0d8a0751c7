import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../../src/ui';
import { renderUi } from './renderUi';

const state = { fail: true };

function Fragile() {
  if (state.fail) throw new Error('boom secret-stack');
  return <p>Contenido listo</p>;
}

describe('ErrorBoundary', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    state.fail = true;
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('shows a localized retry screen, logs only the message, and Retry re-renders the children', async () => {
    const onRetry = jest.fn();
    renderUi(
      <ErrorBoundary onRetry={onRetry}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(
      screen.getByText('Ocurrió un error inesperado. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(errorSpy).toHaveBeenCalledWith('boom secret-stack');

    state.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Contenido listo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).toBeNull();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has the title bar with back, and a chunk that failed to load reloads the page on Retry', async () => {
    const onBack = jest.fn();
    const reload = jest.fn();
    function Chunk(): never {
      const error = new Error('Loading chunk 12 failed.');
      error.name = 'ChunkLoadError';
      throw error;
    }
    renderUi(
      <ErrorBoundary onBack={onBack} reload={reload}>
        <Chunk />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders children untouched when nothing throws', () => {
    state.fail = false;
    renderUi(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Contenido listo')).toBeInTheDocument();
  });
});
