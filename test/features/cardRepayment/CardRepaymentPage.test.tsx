import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import CardRepaymentPage from '../../../src/features/cardRepayment/components/CardRepaymentPage';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import type { ResponseSchema } from '../../../src/platform/api/schema';
import type { ApiResult } from '../../../src/platform/api/types';
import { ConnectedToast } from '../../../src/shell';
import {
  FakeRouter,
  fakeContext,
  KEYED_BACKEND,
  through,
  type FakeContext,
} from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { fail, ok00, transport, way } from './fixtures';

const ROUTE = '/repayment/choose?orderId=1174&productId=7&amount=351000&couponId=';

function DetailsProbe() {
  const location = useLocation();
  return <p data-testid="details">{`${location.pathname}${location.search}`}</p>;
}

type Answers = Partial<Record<string, ApiResult<unknown> | Promise<ApiResult<unknown>>>>;

function renderPage(
  answers: Answers = {},
  options: { locale?: 'es-MX' | 'en' | 'zh-CN'; context?: FakeContext } = {},
) {
  const context = options.context ?? fakeContext();
  const all: Answers = {
    repaymentWay: ok00(way()),
    repaymentCommit: ok00({ needValid: 1, repayRecordId: 7001 }),
    ...answers,
  };
  // Every answer goes through the call's own schema, as the real client hands it to the saga.
  context.api.post.mockImplementation((endpoint: string, schema: ResponseSchema<unknown>) =>
    Promise.resolve(all[endpoint] ?? fail('test', `unexpected ${endpoint}`)).then((result) =>
      through(schema, result),
    ),
  );
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/repayment/choose" element={<CardRepaymentPage />} />
        <Route path="/loan/details" element={<DetailsProbe />} />
      </Routes>
      <ConnectedToast />
      <FakeRouter context={context} />
    </>,
    { context, route: ROUTE, locale: options.locale },
  );
  return { ...view, user: userEvent.setup() };
}

async function openSmsStep(answers: Answers = {}, context?: FakeContext) {
  const view = renderPage(answers, { context });
  await view.user.click(await screen.findByRole('radio', { name: /BBVA/ }));
  await view.user.click(screen.getByRole('button', { name: 'Pagar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verificación por SMS' });
  return { ...view, dialog };
}

describe('CardRepaymentPage', () => {
  it('lists the cards masked to the last 4 digits; the number as sent is nowhere in the DOM', async () => {
    const { container } = renderPage();
    const cardsShown = await screen.findAllByTestId('cr-card');
    expect(cardsShown).toHaveLength(2);
    expect(cardsShown[0]).toHaveTextContent('BBVA');
    expect(cardsShown[0]).toHaveTextContent('**** 1234');
    expect(cardsShown[1]).toHaveTextContent('**** 5678');
    const html = document.body.innerHTML;
    // The server's masked numbers ('415231******1234'): neither they nor their first digits show.
    for (const sent of ['415231******1234', '557907******5678', '415231', '557907']) {
      expect(html).not.toContain(sent);
    }
    expect(container.querySelectorAll('input[type="radio"][value*="4152"]')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /BBVA.*terminada en 1234/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Otro método de pago/ })).toBeInTheDocument();
    expect(screen.getByTestId('cr-amount')).toHaveTextContent('$3,510.00');
  });

  it('hides the alternative method when alipay is 0', async () => {
    renderPage({ repaymentWay: ok00(way({ alipay: 0 })) });
    await screen.findAllByTestId('cr-card');
    expect(screen.queryByTestId('cr-alternative')).toBeNull();
  });

  it('shows the server message when the card list fails, else the fallback', async () => {
    renderPage({ repaymentWay: fail('9', 'Pedido bloqueado') });
    expect(await screen.findByText('Pedido bloqueado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('falls back to the localized card-list failure text', async () => {
    renderPage({ repaymentWay: fail('9', '') }, { locale: 'zh-CN' });
    expect(await screen.findByText('查询银行卡列表失败')).toBeInTheDocument();
  });

  it.each([
    ['es-MX', 'Primero seleccione una tarjeta bancaria', 'Pagar'],
    ['en', 'Please select a bank card first', 'Pay'],
    ['zh-CN', '请先选择银行卡', '立即还款'],
  ] as const)('%s: paying without a card shows %p', async (locale, text, pay) => {
    const { user, context } = renderPage({}, { locale });
    await screen.findAllByTestId('cr-card');
    await user.click(screen.getByRole('button', { name: pay }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(context.api.post).not.toHaveBeenCalledWith(
      'repaymentCommit',
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
  });

  it('the pay button is busy while the commit is in flight', async () => {
    let resolve: (v: ApiResult<unknown>) => void = () => undefined;
    const { user, context } = renderPage({ repaymentCommit: new Promise((r) => (resolve = r)) });
    await user.click(await screen.findByRole('radio', { name: /Santander/ }));
    const payButton = screen.getByRole('button', { name: /Pagar/ });
    await user.click(payButton);
    expect(payButton).toBeDisabled();
    expect(payButton).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(fail('9', 'Tarjeta vencida')));
    expect(await screen.findByText('Tarjeta vencida')).toBeInTheDocument();
    await act(() => context.clock.advance(SUBMIT_REARM_MS));
    expect(payButton).toBeEnabled();
  });

  it('the SMS step shows the countdown, ticking on the virtual clock, then the resend button', async () => {
    const { dialog, context } = await openSmsStep();
    const resend = within(dialog).getByTestId('cr-resend');
    expect(resend).toHaveTextContent('Reenviar en 60 s');
    expect(resend).toBeDisabled();
    await act(() => context.clock.advance(1_000));
    expect(resend).toHaveTextContent('Reenviar en 59 s');
    await act(() => context.clock.advance(58_000));
    expect(resend).toHaveTextContent('Reenviar en 1 s');
    await act(() => context.clock.advance(1_000));
    expect(resend).toHaveTextContent('Reenviar código');
    expect(resend).toBeEnabled();
  });

  it.each([
    ['es-MX', 'Pagar', 'Reenviar código en 52 s', 'Reenviar en 52 s', 'Reenviar código'],
    ['en', 'Pay', 'Resend code in 52 s', 'Resend in 52 s', 'Resend code'],
    ['zh-CN', '立即还款', '52 秒后重新发送验证码', '52 秒后重新发送', '重新发送验证码'],
  ] as const)(
    '%s: the resend button is named by what it does and when during the countdown, then resend',
    async (locale, pay, during, shown, after) => {
      const { user, context } = renderPage({}, { locale });
      await user.click(await screen.findByRole('radio', { name: /BBVA/ }));
      await user.click(screen.getByRole('button', { name: pay }));
      const dialog = await screen.findByRole('dialog');
      await act(() => context.clock.advance(8_000));
      const resend = within(dialog).getByRole('button', { name: during });
      expect(resend).toBe(within(dialog).getByTestId('cr-resend'));
      expect(resend).toHaveTextContent(shown);
      expect(resend).toBeDisabled();
      await act(() => context.clock.advance(52_000));
      expect(within(dialog).getByRole('button', { name: after })).toBe(resend);
      expect(resend).toBeEnabled();
    },
  );

  it('the countdown speaks politely at its start, at 10 s and when resend is back, not on a tick', async () => {
    const { dialog, context, user } = await openSmsStep();
    const resend = within(dialog).getByTestId('cr-resend');
    const status = within(dialog).getByTestId('cr-resend-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveClass('visually-hidden');
    // The button is beside the live region, not inside one (its ticking name is never re-read).
    expect(resend.closest('[aria-live]')).toBeNull();
    expect(status).toHaveTextContent('Código enviado. Podrá reenviarlo en 60 segundos');
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(status, { childList: true, characterData: true, subtree: true });
    await act(() => context.clock.advance(1_000));
    expect(resend).toHaveAccessibleName('Reenviar código en 59 s');
    await act(() => context.clock.advance(48_000));
    expect(resend).toHaveAccessibleName('Reenviar código en 11 s');
    expect(status).toHaveTextContent('Código enviado. Podrá reenviarlo en 60 segundos');
    expect(changes).toEqual([]);
    await act(() => context.clock.advance(1_000));
    expect(status).toHaveTextContent('Podrá reenviar el código en 10 segundos');
    expect(changes.length).toBeGreaterThan(0);
    await act(() => context.clock.advance(9_000));
    expect(resend).toHaveAccessibleName('Reenviar código en 1 s');
    expect(status).toHaveTextContent('Podrá reenviar el código en 10 segundos');
    await act(() => context.clock.advance(1_000));
    expect(status).toHaveTextContent('Ya puede reenviar el código');
    expect(resend).toHaveAccessibleName('Reenviar código');
    watcher.disconnect();
    // A resend starts a new countdown: said again at its start.
    await user.click(resend);
    expect(await within(dialog).findByText('Código enviado. Podrá reenviarlo en 60 segundos')).toBe(
      status,
    );
    expect(resend).toHaveAccessibleName('Reenviar código en 60 s');
  });

  it('the code field: numeric one-time-code input; fewer than 6 digits -> enter the correct code', async () => {
    const { dialog, user, context } = await openSmsStep();
    const input = within(dialog).getByLabelText('Código de verificación');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a34');
    expect(input).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await within(dialog).findByText('Ingrese el código correcto')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(context.api.post).not.toHaveBeenCalledWith(
      'repaymentConfirm',
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
  });

  it('a wrong code shows the message in the step; the confirm button is busy meanwhile', async () => {
    let resolve: (v: ApiResult<unknown>) => void = () => undefined;
    const { dialog, user, context } = await openSmsStep({
      repaymentConfirm: new Promise((r) => (resolve = r)),
    });
    await user.type(within(dialog).getByLabelText('Código de verificación'), '111111');
    const confirmButton = within(dialog).getByRole('button', { name: 'Confirmar pago' });
    await user.click(confirmButton);
    expect(confirmButton).toBeDisabled();
    expect(confirmButton).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(fail('800006', 'bad')));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Código de verificación incorrecto',
    );
    await act(() => context.clock.advance(SUBMIT_REARM_MS));
    expect(confirmButton).toBeEnabled();
  });

  it('the right code lands on the loan details with productId and orderId (outside the app)', async () => {
    const { dialog, user, context } = await openSmsStep({ repaymentConfirm: ok00(null) });
    await user.type(within(dialog).getByLabelText('Código de verificación'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await screen.findByTestId('details')).toHaveTextContent(
      '/loan/details?productId=7&orderId=1174',
    );
    expect(context.api.post).toHaveBeenCalledWith(
      'repaymentConfirm',
      expect.anything(),
      { orderId: '1174', verifyCode: '123456', repaymentRecordId: '7001' },
      { idempotent: true, attempt: expect.stringMatching(/^confirm-/) },
    );
  });

  // A time-out is doubtful: only a backend that honours keys retries it as the same request (with the
  // spec's backend the order is checked first: CardRepaymentPage.doubt.test.tsx).
  it('after a time-out the pay button retries the same request, and says so (keys honoured)', async () => {
    const { user, context } = renderPage(
      { repaymentCommit: transport('timeout') },
      { context: fakeContext({ backend: KEYED_BACKEND }) },
    );
    await user.click(await screen.findByRole('radio', { name: /BBVA/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => context.clock.advance(SUBMIT_REARM_MS));
    const retry = await screen.findByRole('button', { name: 'Reintentar la misma solicitud' });
    expect(retry).toHaveAccessibleDescription(
      'No recibimos una respuesta clara. Su pago pudo haberse registrado: al reintentar enviamos la misma solicitud, no un cargo nuevo.',
    );
    // The card is fixed until a definitive answer.
    expect(screen.getByRole('radio', { name: /Santander/ })).toBeDisabled();
    await user.click(retry);
    const attempts = context.api.post.mock.calls
      .filter((c) => c[0] === 'repaymentCommit')
      .map((c) => (c[3] as { attempt: string }).attempt);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
  });

  it('after a confirm time-out the step retries the same request, and says so (keys honoured)', async () => {
    const { dialog, user, context } = await openSmsStep(
      { repaymentConfirm: transport('timeout') },
      fakeContext({ backend: KEYED_BACKEND }),
    );
    await user.type(within(dialog).getByLabelText('Código de verificación'), '606060');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    await act(() => context.clock.advance(SUBMIT_REARM_MS));
    const retry = await within(dialog).findByRole('button', {
      name: 'Reintentar la misma solicitud',
    });
    expect(retry).toHaveAccessibleDescription(/al reintentar enviamos la misma solicitud/);
  });

  it('the alternative payment requested but its page refused: says so and offers the loan details', async () => {
    const { user } = renderPage({ repaymentHuichao: ok00({ url: 'https://evil.example/p' }) });
    await user.click(await screen.findByRole('radio', { name: /Otro método de pago/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByTestId('cr-handoff')).toHaveTextContent(
      'Su pago fue solicitado, pero no pudimos abrir la página de pago.',
    );
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver el detalle del préstamo' }));
    expect(await screen.findByTestId('details')).toHaveTextContent(
      '/loan/details?productId=7&orderId=1174',
    );
  });

  it('the new texts in English (keys honoured)', async () => {
    const { user, context } = renderPage(
      { repaymentCommit: transport('timeout') },
      { locale: 'en', context: fakeContext({ backend: KEYED_BACKEND }) },
    );
    await user.click(await screen.findByRole('radio', { name: /BBVA/ }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await act(() => context.clock.advance(SUBMIT_REARM_MS));
    expect(
      await screen.findByRole('button', { name: 'Retry the same request' }),
    ).toHaveAccessibleDescription(
      'We got no clear answer. Your payment may already be registered: retrying sends the same request, not a new charge.',
    );
  });

  it('cancel closes the step and stops the countdown', async () => {
    const { dialog, user, context, store } = await openSmsStep();
    await act(() => context.clock.advance(2_000));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => context.clock.advance(10_000));
    expect(store.getState().cardRepayment.sms).toMatchObject({ open: false, counting: false });
    expect(context.clock.pending()).toBe(0);
  });
});
