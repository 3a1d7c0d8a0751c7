import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from '../../src/ui';
import { renderUi } from './renderUi';

describe('LoadFailed', () => {
  it('shows the server message as text and retries', async () => {
    const onRetry = jest.fn();
    renderUi(<LoadFailed message="<i>Servicio no disponible</i>" onRetry={onRetry} />);
    expect(screen.getByText('<i>Servicio no disponible</i>')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a localized generic failure without a message', () => {
    renderUi(<LoadFailed onRetry={jest.fn()} />);
    expect(screen.getByText('No se pudo cargar la información.')).toBeInTheDocument();
  });
});
