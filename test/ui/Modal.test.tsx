import { fireEvent, screen } from '@testing-library/react';
import { Modal } from '../../src/ui';
import { renderUi } from './renderUi';

describe('Modal', () => {
  it('opens and closes with the open prop, named by its title', () => {
    const onClose = jest.fn();
    const { rerender } = renderUi(
      <Modal open={false} onClose={onClose} title="Confirmar">
        <p>Contenido</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(
      <Modal open onClose={onClose} title="Confirmar" actions={<button type="button">OK</button>}>
        <p>Contenido</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirmar' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Contenido');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();

    rerender(
      <Modal open={false} onClose={onClose} title="Confirmar">
        <p>Contenido</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('calls onClose on Escape (the cancel event) and stays open until the parent closes it', () => {
    const onClose = jest.fn();
    renderUi(
      <Modal open onClose={onClose} title="Aviso">
        <p>Texto</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aviso' });
    const event = new Event('cancel', { cancelable: true });
    fireEvent(dialog, event);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
  });

  it('uses labelledBy when there is no title', () => {
    renderUi(
      <>
        <span id="ext-title">Externo</span>
        <Modal open onClose={jest.fn()} labelledBy="ext-title">
          <p>Texto</p>
        </Modal>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Externo' })).toBeInTheDocument();
  });
});
