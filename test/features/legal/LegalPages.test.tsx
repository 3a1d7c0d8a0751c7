import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContractPage from '../../../src/features/legal/components/ContractPage';
import LoginFailedPage from '../../../src/features/legal/components/LoginFailedPage';
import PeriodAgreementPage from '../../../src/features/legal/components/PeriodAgreementPage';
import { contractSchema } from '../../../src/features/legal/legalSchema';
import type { ApiResult } from '../../../src/platform/api/types';
import { failed, fakeContext, ok, through, type FakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { contractFixture } from './contractFixture';

/** Every call answers `result` through the call's own schema, as the real client would. */
function answerWith(context: FakeContext, ...results: ApiResult<unknown>[]) {
  const queue = [...results];
  context.api.post.mockImplementation((_endpoint, schema) =>
    through(schema, (queue.length > 1 ? queue.shift() : queue[0]) ?? failed('none')),
  );
}

describe('ContractPage', () => {
  it('renders every contract field, the card masked, and the contract constants', async () => {
    const context = fakeContext();
    answerWith(context, ok(contractFixture));
    const { container } = renderWithProviders(<ContractPage />, {
      context,
      route: '/contract?orderNo=1001',
    });
    expect(await screen.findByText('**** 1234')).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledWith(
      'contractDetail',
      contractSchema,
      { orderNo: '1001' },
      { loadingText: undefined },
    );
    const text = container.textContent ?? '';
    expect(text).not.toContain('4152313800001234');
    expect(text).not.toContain('41523138');
    for (const expected of [
      'María López Hernández',
      'Cuota Rápida',
      '$3,000.00',
      '$3,150.50',
      '$90.00',
      '$40.50',
      '$20.00',
      '$2,890.00',
      '2026-11-01',
      '2026-11-15',
      'Av. Reforma 100, Ciudad de México',
      'Financiera Cuota S.A. de C.V.',
      '18%',
      '0.0065%',
      '16%',
      '3%',
    ]) {
      expect(text).toContain(expected);
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagaré');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('El deudor')).toBeInTheDocument();
    expect(screen.getByText('El acreedor')).toBeInTheDocument();
  });

  it('shows the server message on failure and retries', async () => {
    const context = fakeContext();
    answerWith(context, failed('Contrato no encontrado'), ok(contractFixture));
    renderWithProviders(<ContractPage />, { context, route: '/contract?orderNo=missing' });
    expect(await screen.findByText('Contrato no encontrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('**** 1234')).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledTimes(2);
  });

  it('shows the texts in English and Chinese', async () => {
    const context = fakeContext();
    answerWith(context, ok(contractFixture));
    const { unmount } = renderWithProviders(<ContractPage />, {
      context,
      locale: 'en',
      route: '/contract?orderNo=1001',
    });
    expect(await screen.findByText('Amount received')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ContractPage />, {
      context,
      locale: 'zh-CN',
      route: '/contract?orderNo=1',
    });
    expect(await screen.findByText('到账金额')).toBeInTheDocument();
  });
});

describe('PeriodAgreementPage', () => {
  it('renders the instalment agreement from the same data source', async () => {
    const context = fakeContext();
    answerWith(context, ok(contractFixture));
    const { container } = renderWithProviders(<PeriodAgreementPage />, {
      context,
      route: '/agony?orderNo=1200',
    });
    expect(await screen.findByText('**** 1234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Contrato de préstamo a plazos',
    );
    expect(container.textContent).toContain('en parcialidades');
    expect(container.textContent).not.toContain('4152313800001234');
    expect(context.api.post).toHaveBeenCalledWith(
      'contractDetail',
      contractSchema,
      { orderNo: '1200' },
      { loadingText: undefined },
    );
  });
});

describe('LoginFailedPage', () => {
  it('shows the exact fixed texts and asks the app to log in', async () => {
    const context = fakeContext({ inApp: true });
    renderWithProviders(<LoginFailedPage />, { context });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fracaso');
    expect(
      screen.getByText('Le ofrece servicios profesionales y pago de préstamos.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(context.bridge.goLogin).toHaveBeenCalledWith(true);
  });

  it.each(['en', 'zh-CN'] as const)("keeps the spec's fixed Spanish texts in %s", (locale) => {
    renderWithProviders(<LoginFailedPage />, { locale });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fracaso');
    expect(
      screen.getByText('Le ofrece servicios profesionales y pago de préstamos.'),
    ).toHaveAttribute('lang', 'es-MX');
  });

  it('outside the app the button closes the page', async () => {
    const context = fakeContext();
    renderWithProviders(<LoginFailedPage />, { context });
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(context.bridge.closeWebView).toHaveBeenCalled();
  });
});
