import { act, screen } from '@testing-library/react';
import { ConnectedLoading, LoadingOverlay } from '../../src/ui';
import { loadingEnded, loadingStarted } from '../../src/ui/uiSlice';
import { makeStore, renderUi } from './renderUi';

describe('LoadingOverlay', () => {
  it('shows the localized default text on a busy progressbar', () => {
    renderUi(<LoadingOverlay />);
    const bar = screen.getByRole('progressbar', { name: 'Cargando…' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(bar).toHaveTextContent('Cargando…');
  });

  it('shows the given text', () => {
    renderUi(<LoadingOverlay text="Enviando solicitud" />);
    expect(screen.getByRole('progressbar', { name: 'Enviando solicitud' })).toBeVisible();
  });
});

describe('ConnectedLoading', () => {
  it('shows while calls are in flight and hides when the last one ends', () => {
    const store = makeStore();
    renderUi(<ConnectedLoading />, store);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => {
      store.dispatch(loadingStarted({ text: 'Consultando' }));
      store.dispatch(loadingStarted({ text: '' }));
    });
    expect(screen.getByRole('progressbar')).toHaveTextContent('Cargando…');

    act(() => {
      store.dispatch(loadingEnded());
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => {
      store.dispatch(loadingEnded());
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the text of the newest call', () => {
    const store = makeStore();
    store.dispatch(loadingStarted({ text: 'Consultando' }));
    renderUi(<ConnectedLoading />, store);
    expect(screen.getByRole('progressbar', { name: 'Consultando' })).toBeInTheDocument();
  });
});
