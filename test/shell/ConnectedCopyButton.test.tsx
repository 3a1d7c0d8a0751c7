import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ConnectedCopyButton } from '../../src/shell/ConnectedCopyButton';
import { uiReducer } from '../../src/shell/uiSlice';
import { esMX } from '../support/appCatalogs';

function renderCopy(value: string) {
  const store = configureStore({ reducer: { ui: uiReducer } });
  render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX}>
        <ConnectedCopyButton value={value} label="Copiar código de pago" />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('ConnectedCopyButton', () => {
  it('copies the value and shows the localized copy-success toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = renderCopy('PAY-123456');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código de pago' }));
    expect(writeText).toHaveBeenCalledWith('PAY-123456');
    await waitFor(() => expect(store.getState().ui.toast?.messageId).toBe('common.copySuccess'));
  });

  it('tells the user when the copy failed', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    Object.defineProperty(document, 'execCommand', {
      value: jest.fn().mockReturnValue(false),
      configurable: true,
    });
    const store = renderCopy('PAY-1');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código de pago' }));
    await waitFor(() => expect(store.getState().ui.toast?.messageId).toBe('common.copyFailed'));
  });
});
