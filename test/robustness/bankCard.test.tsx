import { act, fireEvent, within } from '@testing-library/react';
import BindCardPage from '../../src/features/bankCard/components/BindCardPage';
import { VISA, boundAnswer, init } from '../features/bankCard/fixtures';
import { describeFamilies } from './run';
import type { Family } from './harness';

const route = '/bank-card/bind?orderId=1174&returnTo=%2Floan%2Fdetails';
const base = {
  answers: { cardInit: init(), bindCardNew: boundAnswer() },
  route,
  page: <BindCardPage />,
};

/** Bank, a valid card number, the prefilled holder name; then the submit. */
async function bind(page: HTMLElement) {
  fireEvent.click(await within(page).findByRole('radio', { name: /Banorte/ }));
  fireEvent.change(within(page).getByLabelText('Número de tarjeta'), { target: { value: VISA } });
  await act(() => Promise.resolve());
  fireEvent.click(within(page).getByRole('button', { name: 'Vincular tarjeta' }));
}

const families: Family[] = [
  { ...base, name: 'card-init', target: 'cardInit', sample: init() },
  {
    ...base,
    name: 'bind-card-new',
    target: 'bindCardNew',
    sample: boundAnswer(),
    act: bind,
    // The card was bound (the page returns after the toast).
    succeeded: (_page, state) => state.bankCard.bound,
  },
];

describeFamilies('bank card', families);
