import { configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { usePageLifecycle } from '../../src/shell/usePageLifecycle';

const opened = createAction<{ id: string }>('page/opened');
const left = createAction('page/left');

function storeLog() {
  const log: UnknownAction[] = [];
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      if (action.type.startsWith('page/')) log.push(action);
      return state;
    },
  });
  return { store, log };
}

function Page({ id, leaves = true }: { id: string; leaves?: boolean }) {
  usePageLifecycle(() => opened({ id }), leaves ? left : null, [id]);
  return null;
}

describe('usePageLifecycle', () => {
  it('opens on mount, leaves then opens when a dep changes, leaves on unmount: nothing else', () => {
    const { store, log } = storeLog();
    const view = render(
      <Provider store={store}>
        <Page id="1" />
      </Provider>,
    );
    view.rerender(
      <Provider store={store}>
        <Page id="1" />
      </Provider>,
    );
    expect(log).toEqual([opened({ id: '1' })]);
    view.rerender(
      <Provider store={store}>
        <Page id="2" />
      </Provider>,
    );
    view.unmount();
    expect(log).toEqual([opened({ id: '1' }), left(), opened({ id: '2' }), left()]);
  });

  it('without a leave action, only opens', () => {
    const { store, log } = storeLog();
    const view = render(
      <Provider store={store}>
        <Page id="1" leaves={false} />
      </Provider>,
    );
    view.rerender(
      <Provider store={store}>
        <Page id="2" leaves={false} />
      </Provider>,
    );
    view.unmount();
    expect(log).toEqual([opened({ id: '1' }), opened({ id: '2' })]);
  });
});
