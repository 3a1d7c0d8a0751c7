import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ToastView } from '../../src/ui';
import { renderUi } from './renderUi';

describe('ToastView', () => {
  it('always renders a polite status region, empty without a toast', () => {
    renderUi(<ToastView toast={null} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows server text as text, never as markup', () => {
    renderUi(<ToastView toast={{ id: 1, text: '<b>Pago recibido</b>' }} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('<b>Pago recibido</b>');
    expect(region.querySelector('b')).toBeNull();
  });

  it('translates a message id with its values', () => {
    render(
      <IntlProvider locale="es-MX" messages={{ 'x.saved': 'Guardado {n}' }}>
        <ToastView toast={{ id: 2, messageId: 'x.saved', values: { n: 3 } }} />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Guardado 3');
  });

  it('translates a ui message id from the es-MX catalog', () => {
    renderUi(<ToastView toast={{ id: 3, messageId: 'ui.loadFailed' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('No se pudo cargar la información.');
  });
});
