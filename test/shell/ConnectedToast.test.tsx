import { act, screen } from '@testing-library/react';
import { ConnectedToast } from '../../src/shell';
import { toastExpired, toastRequested } from '../../src/shell/uiSlice';
import { makeStore, renderShell } from './renderShell';

describe('ConnectedToast', () => {
  it('follows the ui slice: shows the toast, then empties the region', () => {
    const store = makeStore();
    renderShell(<ConnectedToast />, store);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(toastRequested({ text: 'Hola' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Hola');
    const id = store.getState().ui.toast?.id ?? -1;
    act(() => {
      store.dispatch(toastExpired({ id }));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
