import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { CopyButton } from '../../src/ui/CopyButton';
import { esMX } from '../support/appCatalogs';

function renderCopy(value: string, onCopied?: (ok: boolean) => void) {
  render(
    <IntlProvider locale="es-MX" messages={esMX}>
      <CopyButton value={value} label="Copiar código de pago" onCopied={onCopied} />
    </IntlProvider>,
  );
}

describe('CopyButton', () => {
  it('copies the value and reports success, without a store', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopied = jest.fn();
    renderCopy('PAY-123456', onCopied);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código de pago' }));
    expect(writeText).toHaveBeenCalledWith('PAY-123456');
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(true));
  });

  it('reports a failed copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    Object.defineProperty(document, 'execCommand', {
      value: jest.fn().mockReturnValue(false),
      configurable: true,
    });
    const onCopied = jest.fn();
    renderCopy('PAY-1', onCopied);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código de pago' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(false));
  });

  it('copies without a callback', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCopy('PAY-2');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código de pago' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('PAY-2'));
  });
});
