import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ComplaintEntryPage from '../../../src/features/complaints/components/ComplaintEntryPage';
import { LIST_PAGE_SIZE } from '../../../src/ui';
import { answerBy, fakeContext, ok, type Answers } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { rawInit, rawOrder } from './fixtures';

/**
 * The complaint entry's lists (issue 27): a malformed type, sub-type or order list is the page's failure
 * with Retry, never "no complaint types" or "no orders" ([] still means none); long lists render a page
 * at a time with "show more".
 */
const NO_TYPES = 'No hay tipos de queja disponibles en este momento.';
const NO_ORDERS = 'No tiene pedidos. Puede enviar quejas que no sean de cobranza.';

function renderEntry(answers: Answers) {
  const context = fakeContext();
  answerBy(context, answers);
  renderWithProviders(<ComplaintEntryPage />, { context, route: '/complaint?orderId=1174' });
  return { context, user: userEvent.setup() };
}

const manyTypes = (n: number, from = 100) =>
  Array.from({ length: n }, (_, i) => ({ title: `Tipo ${i}`, value: from + i }));
const manyOrders = (n: number) =>
  Array.from({ length: n }, (_, i) => rawOrder({ orderNo: `ORD-${i}`, productName: `P ${i}` }));

describe('problem-init lists the page needs', () => {
  it.each([
    ['no type list', { problemType: undefined }],
    ['the types null', { problemType: null }],
    ['the types as text', { problemType: 'Cobranza' }],
    ['a type that is not an object', { problemType: ['Cobranza'] }],
    ['no order list', { orderList: undefined }],
    ['the orders null', { orderList: null }],
    ['the orders as one order', { orderList: rawOrder() }],
    ['an order that is not an object', { orderList: [rawOrder(), 'ORD-1180'] }],
    ['the sub-types as text', { problemSonType: 'Llamadas' }],
  ])('%s: the failure with Retry, not an empty state; Retry recovers', async (_n, over) => {
    const { user } = renderEntry({ problemInit: [ok(rawInit(over)), ok(rawInit())] });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryByText(NO_TYPES)).toBeNull();
    expect(screen.queryByText(NO_ORDERS)).toBeNull();
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Cobranza' })).toBeInTheDocument();
    expect(screen.getByText('Cuota Express')).toBeInTheDocument();
  });

  it('empty lists are "no complaint types" and "no orders" (the server said so)', async () => {
    renderEntry({
      problemInit: ok(rawInit({ problemType: [], orderList: [], orderDetail: null })),
    });
    expect(await screen.findByText(NO_TYPES)).toBeInTheDocument();
    expect(screen.getByText(NO_ORDERS)).toBeInTheDocument();
  });
});

describe('long lists render a page at a time', () => {
  it('5,000 complaint types: the first page, then "show more" adds the next', async () => {
    const types = [{ title: 'Cobranza', value: 1 }, ...manyTypes(4999)];
    const { user } = renderEntry({ problemInit: ok(rawInit({ problemType: types })) });
    const section = await screen.findByRole('region', { name: /tipo/i });
    expect(within(section).getAllByRole('button', { name: /^(Tipo \d+|Cobranza)$/ })).toHaveLength(
      LIST_PAGE_SIZE,
    );
    await user.click(
      within(section).getByRole('button', { name: `Mostrar más (${LIST_PAGE_SIZE} de 5000)` }),
    );
    expect(within(section).getAllByRole('button', { name: /^(Tipo \d+|Cobranza)$/ })).toHaveLength(
      2 * LIST_PAGE_SIZE,
    );
  });

  it('5,000 sub-types of collection: the first page under the open type', async () => {
    const { user } = renderEntry({
      problemInit: ok(rawInit({ problemSonType: manyTypes(5000, 1000) })),
    });
    await user.click(await screen.findByRole('button', { name: 'Cobranza' }));
    expect(screen.getAllByRole('button', { name: /^Tipo \d+$/ })).toHaveLength(LIST_PAGE_SIZE);
    await user.click(
      screen.getByRole('button', { name: `Mostrar más (${LIST_PAGE_SIZE} de 5000)` }),
    );
    expect(screen.getAllByRole('button', { name: /^Tipo \d+$/ })).toHaveLength(2 * LIST_PAGE_SIZE);
  });

  it('5,000 orders under "All": the first page of choices, then "show more"', async () => {
    const { user } = renderEntry({ problemInit: ok(rawInit({ orderList: manyOrders(5000) })) });
    await user.click(await screen.findByRole('button', { name: 'Todos' }));
    const group = screen.getByRole('group', { name: 'Elija un pedido' });
    expect(within(group).getAllByRole('radio')).toHaveLength(LIST_PAGE_SIZE);
    await user.click(
      within(group).getByRole('button', { name: `Mostrar más (${LIST_PAGE_SIZE} de 5000)` }),
    );
    expect(within(group).getAllByRole('radio')).toHaveLength(2 * LIST_PAGE_SIZE);
  });

  it('short lists show whole, without "show more"', async () => {
    const { user } = renderEntry({ problemInit: ok(rawInit()) });
    await user.click(await screen.findByRole('button', { name: 'Todos' }));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Mostrar más/ })).toBeNull();
  });
});
