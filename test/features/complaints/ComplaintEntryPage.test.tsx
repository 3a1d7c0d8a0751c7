import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ComplaintEntryPage from '../../../src/features/complaints/components/ComplaintEntryPage';
import { readDraft } from '../../../src/features/complaints/draft';
import { ConnectedToast } from '../../../src/shell';
import { answerBy, failed, fakeContext, ok, type Answers } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { rawInit, rawOrder } from './fixtures';

function renderEntry(
  answers: Answers = {},
  options: { locale?: 'es-MX' | 'en' | 'zh-CN'; route?: string } = {},
) {
  const context = fakeContext();
  answerBy(context, { problemInit: ok(rawInit()), ...answers });
  return renderWithProviders(
    <>
      <ComplaintEntryPage />
      <ConnectedToast />
    </>,
    { context, route: options.route ?? '/complaint?orderId=1174', locale: options.locale },
  );
}

const typeButton = (name: string) => screen.getByRole('button', { name });

describe('ComplaintEntryPage', () => {
  it("shows a skeleton, then the current order card, 'All' and the types", async () => {
    const { context } = renderEntry();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quejas');
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Cargando sus pedidos…');
    expect(await screen.findByText('Cuota Express')).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledWith('problemInit', expect.anything(), {
      orderId: '1174',
    });
    const card = screen.getByRole('region', { name: 'Pedido' });
    expect(within(card).getByText('Pendiente de pago')).toBeInTheDocument();
    const rows = card.querySelectorAll('dl > div.kv-row');
    expect(
      [...rows].map((r) => [
        r.querySelector('dt')?.textContent,
        r.querySelector('dd')?.textContent,
      ]),
    ).toEqual([
      ['Núm. de pedido', 'ORD-1174'],
      ['Monto del préstamo', '$3,000.00'],
      ['Fecha de vencimiento', '2026-12-05'],
    ]);
    // The logo goes through SafeImage (decorative: the name is next to it).
    expect(card.querySelector('img.cq-logo')).toHaveAttribute('src', '/images/product-logo.png');
    expect(typeButton('Cobranza')).toHaveAttribute('aria-expanded', 'false');
    expect(typeButton('Pagos y reembolsos')).not.toHaveAttribute('aria-expanded');
  });

  it("'My complaints' is a link to /complaintList that moves through the navigation intent", async () => {
    const { context } = renderEntry();
    const link = screen.getByRole('link', { name: 'Mis quejas' });
    expect(link).toHaveAttribute('href', '/complaintList');
    await userEvent.click(link);
    expect(context.navigator.visited).toEqual([{ url: '/complaintList', replace: false }]);
  });

  it("'All' unfolds every order as radio cards; choosing one makes it current and folds the list", async () => {
    renderEntry();
    const all = await screen.findByRole('button', { name: 'Todos' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Elija un pedido' });
    expect(all).toHaveAttribute('aria-controls', group.id);
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Cuota Plus/ }));
    expect(all).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Pedido' })).getByText('ORD-1180'),
    ).toBeInTheDocument();
  });

  it('the collection type unfolds its sub-types; a sub-type opens the form', async () => {
    const { context } = renderEntry();
    await userEvent.click(await screen.findByRole('button', { name: 'Cobranza' }));
    expect(typeButton('Cobranza')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(typeButton('Trato ofensivo'));
    expect(context.navigator.visited).toEqual([
      { url: '/complainPageNext?problemType=1&problemSonType=12&orderNo=ORD-1174', replace: false },
    ]);
    expect(readDraft(context.storage)).toMatchObject({
      orderId: '1174',
      problemSonType: { value: 12 },
    });
  });

  it("isShow 0: 'The selected order does not support sending collection types' (en) and nothing unfolds", async () => {
    const { context } = renderEntry(
      { problemInit: ok(rawInit({ orderDetail: rawOrder({ isShow: 0 }) })) },
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complaints');
    await userEvent.click(await screen.findByRole('button', { name: 'Cobranza' }));
    expect(
      screen.getByText('The selected order does not support sending collection types'),
    ).toBeInTheDocument();
    expect(typeButton('Cobranza')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Trato ofensivo' })).not.toBeInTheDocument();
    expect(context.navigator.visited).toEqual([]);
  });

  it('the refusal in Spanish and Chinese', async () => {
    const answers = { problemInit: ok(rawInit({ orderDetail: rawOrder({ isShow: 0 }) })) };
    const es = renderEntry(answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Cobranza' }));
    expect(
      screen.getByText('El pedido seleccionado no admite quejas de tipo cobranza'),
    ).toBeInTheDocument();
    es.unmount();
    renderEntry(answers, { locale: 'zh-CN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cobranza' }));
    expect(screen.getByText('所选订单不支持提交催收类投诉')).toBeInTheDocument();
  });

  it('a non-collection type goes straight to the form', async () => {
    const { context } = renderEntry();
    await userEvent.click(await screen.findByRole('button', { name: 'Pagos y reembolsos' }));
    expect(context.navigator.visited.map((v) => v.url)).toEqual([
      '/complainPageNext?problemType=2&problemSonType=&orderNo=ORD-1174',
    ]);
  });

  it('no orders: a short note, no All', async () => {
    renderEntry({ problemInit: ok(rawInit({ orderDetail: null, orderList: [] })) });
    expect(
      await screen.findByText('No tiene pedidos. Puede enviar quejas que no sean de cobranza.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Todos' })).not.toBeInTheDocument();
  });

  it('a failed load shows the server message with Retry', async () => {
    const { context } = renderEntry({
      problemInit: [failed('Servicio no disponible', '500'), ok(rawInit())],
    });
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cuota Express')).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledTimes(2);
  });

  it('without orderId in the query: problem-init with an empty orderId, the first order is current', async () => {
    const { context } = renderEntry(
      { problemInit: ok(rawInit({ orderDetail: null })) },
      { route: '/complaint/entry' },
    );
    expect(await screen.findByText('ORD-1174')).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledWith('problemInit', expect.anything(), {
      orderId: '',
    });
    await act(() => Promise.resolve());
  });
});
