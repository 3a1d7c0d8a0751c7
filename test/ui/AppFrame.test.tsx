import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppFrame } from '../../src/ui';
import { renderUi } from './renderUi';

describe('AppFrame', () => {
  it('renders the h1 title, a main landmark and a named back button that calls onBack', async () => {
    const onBack = jest.fn();
    renderUi(
      <AppFrame
        title="Detalle del préstamo"
        onBack={onBack}
        actions={<button type="button">Ayuda</button>}
      >
        <p>Cuerpo</p>
      </AppFrame>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Detalle del préstamo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Cuerpo');
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('button', { name: 'Ayuda' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no back button without onBack', () => {
    renderUi(<AppFrame title="Inicio">x</AppFrame>);
    expect(screen.queryByRole('button', { name: 'Atrás' })).toBeNull();
  });
});
