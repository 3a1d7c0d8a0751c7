import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanConfirmPage from '../../../src/features/loanConfirm/components/LoanConfirmPage';
import type { ApiResult } from '../../../src/platform/api/types';
import { ConnectedToast } from '../../../src/shell';
import { failed, fakeContext, KEYED_BACKEND, ok, through } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { rawOffer } from './fixtures';

type Schema = Parameters<typeof through>[0];
type Push = (schema: Schema) => Promise<ApiResult<unknown>>;

/**
 * The page over the fake api: the offer checked by its schema, the push answered by `push`. The
 * backend honours keys unless the context says otherwise: a push without a definitive answer is retried
 * as the same request (with the spec's backend it is checked first: LoanConfirmPage.doubt.test.tsx).
 */
function renderPage(
  push: Push,
  locale: 'es-MX' | 'en' | 'zh-CN' = 'es-MX',
  context = fakeContext({ backend: KEYED_BACKEND }),
) {
  context.api.post.mockImplementation((endpoint: string, schema: Schema) =>
    endpoint === 'loanDetailPush' ? push(schema) : through(schema, ok(rawOffer())),
  );
  renderWithProviders(
    <>
      <LoanConfirmPage />
      <ConnectedToast />
    </>,
    { context, route: '/loan/confirm?productId=1', locale },
  );
  return { context };
}

const pushCount = (context: ReturnType<typeof fakeContext>) =>
  context.api.post.mock.calls.filter((c) => c[0] === 'loanDetailPush').length;

describe('LoanConfirmPage: one loan per attempt', () => {
  it('after a time-out the button retries the same request, and says so', async () => {
    const user = userEvent.setup();
    const { context } = renderPage(() =>
      Promise.resolve(failed('Tiempo de espera agotado', 'timeout')),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar y solicitar' }));
    await act(() => context.clock.advance(500));
    const retry = await screen.findByRole('button', { name: 'Reintentar la misma solicitud' });
    expect(retry).toHaveAccessibleDescription(
      'No recibimos una respuesta clara. Su préstamo pudo haberse solicitado: al reintentar enviamos la misma solicitud, no una nueva.',
    );
    await user.click(retry);
    const attempts = context.api.post.mock.calls
      .filter((c) => c[0] === 'loanDetailPush')
      .map((c) => (c[3] as { attempt: string }).attempt);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
  });

  it('after a server failure the button is the plain submit again (a new request)', async () => {
    const user = userEvent.setup();
    const { context } = renderPage(() => Promise.resolve(failed('No', '7')));
    await user.click(await screen.findByRole('button', { name: 'Confirmar y solicitar' }));
    await act(() => context.clock.advance(500));
    expect(await screen.findByRole('button', { name: 'Confirmar y solicitar' })).toBeEnabled();
    expect(screen.queryByText('Reintentar la misma solicitud')).toBeNull();
  });

  it('a booked loan whose details link is refused: says so, no submit, the details one tap away', async () => {
    const user = userEvent.setup();
    const { context } = renderPage((schema) =>
      through(schema, ok({ lendDetailsUrl: 'https://evil.example.com/d?orderId=1001' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar y solicitar' }));
    const status = await screen.findByTestId('lc-booked');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Su préstamo fue solicitado.');
    expect(status).toHaveTextContent('No pudimos abrir el detalle del préstamo automáticamente.');
    await act(() => context.clock.advance(10_000));
    expect(screen.queryByRole('button', { name: 'Confirmar y solicitar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver el detalle del préstamo' }));
    expect(context.navigator.visited).toEqual([
      { url: '/loan/details?productId=1&orderId=1001', replace: true },
    ]);
    expect(pushCount(context)).toBe(1);
  });

  it('a booked loan without an order id offers the order page', async () => {
    const user = userEvent.setup();
    renderPage((schema) => through(schema, ok({ lendDetailsUrl: 'https://evil.example.com/d' })));
    await user.click(await screen.findByRole('button', { name: 'Confirmar y solicitar' }));
    expect(await screen.findByRole('button', { name: 'Ver mis préstamos' })).toBeEnabled();
  });

  it('the new texts in English', async () => {
    const user = userEvent.setup();
    const { context } = renderPage(() => Promise.resolve(failed('Timed out', 'timeout')), 'en');
    await user.click(await screen.findByRole('button', { name: 'Confirm and apply' }));
    await act(() => context.clock.advance(500));
    expect(
      await screen.findByRole('button', { name: 'Retry the same request' }),
    ).toHaveAccessibleDescription(
      'We got no clear answer. Your loan may already be requested: retrying sends the same request, not a new one.',
    );
  });
});
