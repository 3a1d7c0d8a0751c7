import { act, screen } from '@testing-library/react';
import { ConnectedLoading } from '../../src/shell';
import { loadingEnded, loadingStarted } from '../../src/shell/uiSlice';
import { makeStore, renderShell } from './renderShell';

describe('ConnectedLoading', () => {
  it('shows while calls are in flight and hides when the last one ends', () => {
    const store = makeStore();
    renderShell(<ConnectedLoading />, store);
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
    renderShell(<ConnectedLoading />, store);
    expect(screen.getByRole('progressbar', { name: 'Consultando' })).toBeInTheDocument();
  });
});
