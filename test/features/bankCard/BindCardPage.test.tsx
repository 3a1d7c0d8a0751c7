import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import BindCardPage from '../../../src/features/bankCard/components/BindCardPage';
import { RETURN_AFTER_MS } from '../../../src/features/bankCard/bankCardSaga';
import { ConnectedToast } from '../../../src/shell';
import {
  FakeRouter,
  answerBy,
  callsTo,
  fakeContext,
  ok,
  type Answers,
  type FakeContext,
} from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { BAD_CHECK_DIGIT, LOGO, VISA, boundAnswer, init, refused } from './fixtures';

const ROUTE = '/bank-card/bind?orderId=1174&returnTo=%2Floan%2Fdetails%3ForderId%3D1174';

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(
  answers: Answers = {},
  options: { locale?: 'es-MX' | 'en' | 'zh-CN'; context?: FakeContext; route?: string } = {},
) {
  const context = options.context ?? fakeContext();
  answerBy(context, { cardInit: ok(init()), bindCardNew: ok(boundAnswer()), ...answers });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/bank-card/bind" element={<BindCardPage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
      <ConnectedToast />
      <FakeRouter context={context} />
    </>,
    { context, route: options.route ?? ROUTE, locale: options.locale },
  );
  return { ...view, user: userEvent.setup() };
}

const cardInput = () => screen.getByLabelText('Número de tarjeta');
const holderInput = () => screen.getByLabelText('Nombre del titular');
const submit = () => screen.getByRole('button', { name: 'Vincular tarjeta' });

async function fill(view: ReturnType<typeof renderPage>, card = VISA, bank = /Banorte/) {
  await view.user.click(await screen.findByRole('radio', { name: bank }));
  await view.user.type(cardInput(), card);
}

describe('BindCardPage', () => {
  it('shows the skeleton, then the bound cards masked, the banks and the registered name', async () => {
    const { container } = renderPage();
    expect(screen.getByText('Cargando los bancos…').closest('[aria-busy="true"]')).not.toBeNull();
    const cards = await screen.findAllByTestId('bc-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('BBVA');
    expect(cards[0]).toHaveTextContent('**** 1234');
    expect(cards[0]).toHaveTextContent('tarjeta terminada en 1234');
    expect(screen.getAllByTestId('bc-bank').map((b) => b.textContent)).toEqual([
      'BBVA',
      'Banorte',
      'Santander',
    ]);
    expect(holderInput()).toHaveValue('María Fernanda López García');
    // Logos go through SafeImage: the foreign one is a placeholder and is never requested.
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual([LOGO, LOGO]);
    expect(container.innerHTML).not.toContain('evil.example.com');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Vincular tarjeta bancaria',
    );
  });

  it.each([
    ['masked', '415231******1234', '**** 1234', 'BBVAtarjeta terminada en 1234'],
    ['masked with bullets', '•••• 5678', '**** 5678', 'BBVAtarjeta terminada en 5678'],
    ['full (masked here again)', '4152310000071234', '**** 1234', 'BBVAtarjeta terminada en 1234'],
    ['a token', 'tok_9f8a7b', null, 'BBVA'],
  ])('a bound card number %s (%p): its last 4 only, a token the bank alone', async (...row) => {
    const [, cardNo, shown, read] = row;
    renderPage({ cardInit: ok(init({ cards: [{ id: '301', bankName: 'BBVA', cardNo }] })) });
    const [card] = await screen.findAllByTestId('bc-card');
    const number = card.querySelector('.bc-card-number');
    if (shown) expect(number).toHaveTextContent(shown);
    else expect(number).toBeNull();
    expect(card.textContent?.replace(/\*{4} \d{4}/, '')).toBe(read);
    expect(document.body.innerHTML).not.toContain(cardNo);
  });

  it('keeps card digits only, grouped in fours, at most 16', async () => {
    const view = renderPage();
    await screen.findAllByTestId('bc-bank');
    await view.user.type(cardInput(), '4111-1111 abc 1111.1111 9999');
    expect(cardInput()).toHaveValue('4111 1111 1111 1111');
    await view.user.clear(cardInput());
    await view.user.type(cardInput(), '41111');
    expect(cardInput()).toHaveValue('4111 1');
    expect(cardInput()).toHaveAttribute('inputmode', 'numeric');
    expect(cardInput()).toHaveAttribute('autocomplete', 'cc-number');
  });

  it('shows each field rule as an alert and sends nothing', async () => {
    const view = renderPage();
    await screen.findAllByTestId('bc-bank');
    await view.user.clear(holderInput());
    await view.user.click(submit());
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Seleccione su banco',
      'Ingrese el número de tarjeta',
      'Ingrese el nombre del titular',
    ]);
    await view.user.type(cardInput(), '4111');
    await view.user.type(holderInput(), 'Ana 2');
    await view.user.click(submit());
    expect(screen.getByText('El número de tarjeta debe tener 16 dígitos')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('El nombre solo puede llevar letras y espacios')).toBeInTheDocument();
    await view.user.clear(cardInput());
    await view.user.type(cardInput(), BAD_CHECK_DIGIT);
    await view.user.click(submit());
    expect(screen.getByText('El número de tarjeta no es válido, revíselo')).toBeInTheDocument();
    expect(callsTo(view.context, 'bindCardNew')).toEqual([]);
  });

  it('speaks English with the English catalog', async () => {
    const view = renderPage({}, { locale: 'en' });
    await screen.findAllByTestId('bc-bank');
    await view.user.type(screen.getByLabelText('Card number'), '4111');
    await view.user.click(screen.getByRole('button', { name: 'Link card' }));
    expect(screen.getByText('Please select your bank')).toBeInTheDocument();
    expect(screen.getByText('The card number must have 16 digits')).toBeInTheDocument();
  });

  it('binds: one request, the success toast, the card masked, the number cleared, then returnTo', async () => {
    const view = renderPage();
    await fill(view);
    await view.user.clear(holderInput());
    await view.user.type(holderInput(), '  María  Fernanda López García ');
    await view.user.dblClick(submit());
    expect(await screen.findByText('Tarjeta vinculada correctamente')).toBeInTheDocument();
    expect(callsTo(view.context, 'bindCardNew')).toEqual([
      {
        bankCode: 'BANORTE',
        cardNo: VISA,
        holderName: 'María Fernanda López García',
        orderId: '1174',
      },
    ]);
    expect(view.context.bridge.endBankFlow).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('bc-card').map((c) => c.textContent)).toEqual([
      expect.stringContaining('**** 1234'),
      expect.stringContaining('**** 1111'),
    ]);
    expect(cardInput()).toHaveValue('');
    expect(submit()).toBeDisabled();
    expect(document.body.innerHTML).not.toContain('4111 1111 1111 1111');
    await act(() => view.context.clock.advance(RETURN_AFTER_MS));
    expect(await screen.findByTestId('location')).toHaveTextContent('/loan/details?orderId=1174');
  });

  it('a refusal shows the server message and keeps the form as typed', async () => {
    const view = renderPage({
      bindCardNew: [refused('Esta tarjeta ya está vinculada', '3'), ok(boundAnswer())],
    });
    await fill(view);
    await view.user.click(submit());
    expect(await screen.findByText('Esta tarjeta ya está vinculada')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(cardInput()).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByRole('radio', { name: /Banorte/ })).toBeChecked();
    expect(screen.queryByText('Tarjeta vinculada correctamente')).not.toBeInTheDocument();
    await act(() => view.context.clock.advance(SUBMIT_REARM_MS));
    await view.user.click(submit());
    expect(await screen.findByText('Tarjeta vinculada correctamente')).toBeInTheDocument();
    expect(callsTo(view.context, 'bindCardNew')).toHaveLength(2);
  });

  it('a failed load shows why with Retry, which loads again', async () => {
    const view = renderPage({ cardInit: [refused('Servicio no disponible'), ok(init())] });
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('bc-bank')).toHaveLength(3);
    expect(view.context.bridge.startBankFlow).toHaveBeenCalledTimes(1);
  });

  it('shows a note when card-init offers no bank', async () => {
    renderPage({ cardInit: ok(init({ banks: [], cards: [] })) });
    expect(
      await screen.findByText('No hay bancos disponibles por ahora. Inténtelo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('bc-card')).toEqual([]);
  });

  it('keeps the card number out of web storage', async () => {
    const view = renderPage();
    await fill(view);
    await view.user.click(submit());
    await screen.findByText('Tarjeta vinculada correctamente');
    const stored = [
      ...Object.values({ ...window.localStorage }),
      ...Object.values({ ...window.sessionStorage }),
      document.cookie,
    ].join('|');
    expect(stored).not.toContain(VISA);
    expect(JSON.stringify(view.store.getState())).not.toContain(VISA);
  });

  it('names every bank radio and links the bank error to the group', async () => {
    const view = renderPage({}, { locale: 'zh-CN' });
    const group = await screen.findByRole('group', { name: '银行' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await view.user.click(screen.getByRole('button', { name: '绑定银行卡' }));
    const error = screen.getByText('请选择银行');
    expect(group).toHaveAttribute('aria-describedby', error.id);
  });
});
