import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import ComplaintListPage from '../../../src/features/complaintHistory/components/ComplaintListPage';
import { PULL_THRESHOLD_PX } from '../../../src/ui/usePullToRefresh';
import {
  answerBy,
  callsTo,
  failed,
  fakeContext,
  ok,
  useFakeRouter,
  type Answers,
  type FakeContext,
} from '../../support/fakeContext';
import { renderWithProviders, type ProvidersOptions } from '../../support/renderWithProviders';
import { rawList } from './fixtures';

function Where({ context }: { context: FakeContext }) {
  useFakeRouter(context.navigator);
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function open(
  answers: Answers = { problemList: ok(rawList()) },
  options: Omit<ProvidersOptions, 'context'> = {},
) {
  const context = fakeContext();
  answerBy(context, answers);
  const utils = renderWithProviders(
    <>
      <ComplaintListPage />
      <Where context={context} />
    </>,
    { route: '/complaintList', ...options, context },
  );
  return { ...utils, context };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const where = () => screen.getByTestId('where').textContent;

describe('ComplaintListPage', () => {
  it.each([
    ['2026/3/2 9:05', '2026-03-02 09:05:00'],
    [String(Math.floor(new Date(2026, 2, 2, 10, 15, 0).getTime() / 1000)), '2026-03-02 10:15:00'],
    ['2026-03-02', '2026-03-02'],
    ['ayer', 'ayer'],
  ])('an item time %p is shown through the date formatter as %p', async (time, shown) => {
    const list = rawList().tabs[0].list;
    await open({
      problemList: ok(rawList({ tabs: [{ title: 'Pendientes', list: [{ ...list[0], time }] }] })),
    });
    const link = await screen.findByRole('link', { name: /Me llamaron muchas veces/ });
    expect(link.querySelector('.ch-item-time')).toHaveTextContent(`Fecha: ${shown}`);
  });

  it('shows the tabs, the first selected, each item with time, type and content linking to its detail', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis quejas' })).toBeInTheDocument();
    const list = await screen.findByRole('tablist', { name: 'Estado de las quejas' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Pendientes', 'Respondidas']);
    expect(tab('Pendientes')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Respondidas')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Pendientes' });
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/complainDetails?problemId=5003');
    expect(links[0]).toHaveTextContent('2026-03-02 10:15:00');
    expect(links[0]).toHaveTextContent('Cobranza');
    expect(links[0]).toHaveTextContent('Me llamaron muchas veces en un día.');
    expect(links[0].querySelector('.ch-item-content')).not.toBeNull();
  });

  it('tapping an item opens its detail', async () => {
    await open();
    await userEvent.click(await screen.findByRole('link', { name: /Mi pago no aparece/ }));
    expect(where()).toBe('/complainDetails?problemId=5002');
  });

  it('arrow keys move between tabs (roving tab stop); the choice goes in the URL by replace', async () => {
    const { context } = await open(undefined, { route: '/complaintList?sessionId=s1' });
    await screen.findByRole('tablist');
    expect(tab('Pendientes')).toHaveAttribute('tabindex', '0');
    expect(tab('Respondidas')).toHaveAttribute('tabindex', '-1');
    tab('Pendientes').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Respondidas')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Respondidas')).toHaveFocus();
    expect(tab('Respondidas')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Respondidas' })).toHaveTextContent(
      'Aún no hay quejas aquí',
    );
    await waitFor(() => expect(where()).toBe('/complaintList?sessionId=s1&tab=1'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Pendientes')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Respondidas')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Pendientes')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Respondidas')).toHaveAttribute('aria-selected', 'true');
    // Changing tabs never reloads the list.
    expect(callsTo(context, 'problemList')).toHaveLength(1);
  });

  it('the tab of the URL is selected on opening (a reload keeps it)', async () => {
    await open(undefined, { route: '/complaintList?tab=1' });
    await screen.findByRole('tablist');
    expect(tab('Respondidas')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Aún no hay quejas aquí')).toBeInTheDocument();
  });

  it.each([
    ['en', 'My complaints', 'No complaints here yet'],
    ['zh-CN', '我的投诉', '这里还没有投诉'],
  ] as const)('in %s the title and the empty tab are translated', async (locale, title, empty) => {
    await open(undefined, { locale, route: '/complaintList?tab=1' });
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('no tabs at all says there are no complaints', async () => {
    await open({ problemList: ok({ tabs: [] }) });
    expect(await screen.findByText('Aún no hay quejas aquí')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('a skeleton while loading, then the failure with Retry, which loads again', async () => {
    const { context } = await open({
      problemList: [failed('Servidor ocupado', '9'), ok(rawList())],
    });
    expect(screen.getByText('Cargando sus quejas…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Servidor ocupado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(callsTo(context, 'problemList')).toHaveLength(2);
  });

  it('the Refresh button reloads keeping the list, the tab and says "Actualizado"', async () => {
    const fresh = rawList();
    fresh.tabs[1].list = [
      { id: '5009', time: '2026-03-03 08:00:00', type: 'Pago', content: 'Nueva' },
    ];
    const { context } = await open(
      { problemList: [ok(rawList()), ok(fresh)] },
      { route: '/complaintList?tab=1' },
    );
    await screen.findByText('Aún no hay quejas aquí');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Actualizado')).toBeInTheDocument();
    expect(screen.getByText('Actualizado')).toHaveAttribute('aria-live', 'polite');
    expect(tab('Respondidas')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Nueva/ })).toBeInTheDocument();
    expect(callsTo(context, 'problemList')).toHaveLength(2);
    await act(() => context.clock.advance(3_000));
    expect(screen.queryByText('Actualizado')).toBeNull();
  });

  it(`pulling down more than ${PULL_THRESHOLD_PX} px at the top shows the indicator and releasing refreshes`, async () => {
    const { context } = await open();
    await screen.findByRole('tablist');
    const area = screen.getByTestId('ch-pull');
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 10 + PULL_THRESHOLD_PX }] });
    expect(screen.queryByText('Suelte para actualizar')).toBeNull();
    fireEvent.touchMove(area, { touches: [{ clientY: 10 + PULL_THRESHOLD_PX + 1 }] });
    expect(screen.getByText('Suelte para actualizar')).toBeInTheDocument();
    fireEvent.touchEnd(area);
    expect(await screen.findByText('Actualizado')).toBeInTheDocument();
    expect(callsTo(context, 'problemList')).toHaveLength(2);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('a short pull, or a pull not at the top of the page, does nothing', async () => {
    const { context } = await open();
    await screen.findByRole('tablist');
    const area = screen.getByTestId('ch-pull');
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 60 }] });
    fireEvent.touchEnd(area);
    window.scrollY = 200;
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 200 }] });
    fireEvent.touchEnd(area);
    window.scrollY = 0;
    await act(() => Promise.resolve());
    expect(callsTo(context, 'problemList')).toHaveLength(1);
  });

  it('a long tab shows 50 items, then more on request', async () => {
    const list = Array.from({ length: 120 }, (_, i) => ({
      id: String(i + 1),
      time: '2026-03-01 09:00:00',
      type: 'Pago',
      content: `Queja ${i + 1}`,
    }));
    await open({ problemList: ok({ tabs: [{ title: 'Todas', list }] }) });
    const panel = await screen.findByRole('tabpanel', { name: 'Todas' });
    expect(within(panel).getAllByRole('link')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más (50 de 120)' }));
    expect(within(panel).getAllByRole('link')).toHaveLength(100);
  });
});
