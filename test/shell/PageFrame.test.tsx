import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadedContent, PageFrame } from '../../src/shell';
import { backRequested } from '../../src/shell/uiSlice';
import { makeStore, renderShell } from './renderShell';

const retry = () => ({ type: 'page/retryRequested' });

function spiedStore() {
  const store = makeStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  return { store, dispatch };
}

describe('PageFrame', () => {
  it('titles the page and its back button asks the shell to go back', async () => {
    const { store, dispatch } = spiedStore();
    renderShell(
      <PageFrame title="Confirmar préstamo">
        <p>Contenido</p>
      </PageFrame>,
      store,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar préstamo' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Contenido');
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(dispatch).toHaveBeenCalledWith(backRequested());
  });
});

describe('LoadedContent', () => {
  it('shows the skeleton while the content is not there', () => {
    const { store } = spiedStore();
    renderShell(
      <LoadedContent
        failed={false}
        failure="No se pudo"
        retry={retry}
        loading="Cargando la oferta…"
      >
        {null}
      </LoadedContent>,
      store,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la oferta…');
  });

  it('shows the content once there', () => {
    const { store } = spiedStore();
    renderShell(
      <LoadedContent failed={false} failure="No se pudo" retry={retry}>
        <p>Oferta</p>
      </LoadedContent>,
      store,
    );
    expect(screen.getByText('Oferta')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure in place of the content, and Retry dispatches the retry action', async () => {
    const { store, dispatch } = spiedStore();
    renderShell(
      <LoadedContent failed failure="Servicio no disponible" retry={retry}>
        <p>Oferta</p>
      </LoadedContent>,
      store,
    );
    expect(screen.getByText('Servicio no disponible')).toBeInTheDocument();
    expect(screen.queryByText('Oferta')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(dispatch).toHaveBeenCalledWith(retry());
  });
});
