import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/ui';
import { renderUi } from './renderUi';

describe('Button', () => {
  it('is a type=button with its variant class by default and handles clicks', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Pagar</Button>);
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'button-primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when busy: disabled, aria-busy, a spinner and localized hidden text, and clicks are ignored', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button variant="secondary" busy onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('button-secondary');
    expect(button.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent('Procesando…');
    await userEvent.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled without busy: no busy text', () => {
    renderUi(
      <Button variant="text" disabled type="submit">
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
