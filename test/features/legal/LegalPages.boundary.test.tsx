import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContractPage from '../../../src/features/legal/components/ContractPage';
import PeriodAgreementPage from '../../../src/features/legal/components/PeriodAgreementPage';
import type { ApiResult } from '../../../src/platform/api/types';
import { fakeContext, ok, through, type FakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { contractFixture } from './contractFixture';

const UNEXPECTED = 'Respuesta inesperada del servidor, inténtelo de nuevo';

function answerWith(context: FakeContext, ...results: ApiResult<unknown>[]) {
  const queue = [...results];
  context.api.post.mockImplementation((_endpoint, schema) =>
    through(schema, (queue.length > 1 ? queue.shift() : queue[0]) ?? ok(null)),
  );
}

describe.each([
  ['ContractPage', ContractPage, '/contract?orderNo=1001'],
  ['PeriodAgreementPage', PeriodAgreementPage, '/agony?orderNo=1001'],
])('%s: an unreadable contract is a load failure, never a blank note', (_name, Page, route) => {
  it.each([
    ['data {}', {}],
    ['data []', []],
    ['data null', null],
    ['no amount', { ...contractFixture, amount: undefined }],
    ['no borrower', { ...contractFixture, userName: '' }],
  ])('%s: failed state with its message and Retry; Retry loads again', async (_c, data) => {
    const context = fakeContext();
    answerWith(context, ok(data), ok(contractFixture));
    renderWithProviders(<Page />, { context, route });
    expect(await screen.findByText(UNEXPECTED)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('El deudor')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('**** 1234')).toBeInTheDocument();
    expect(context.api.post).toHaveBeenCalledTimes(2);
  });

  it('a thrown worker shows the failed state with Retry, not an endless skeleton', async () => {
    const context = fakeContext();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    renderWithProviders(<Page />, { context, route });
    expect(await screen.findByText('No pudimos cargar el contrato.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    answerWith(context, ok(contractFixture));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('**** 1234')).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('ContractPage: wrong display types are normalized, not a crash', () => {
  it('numbers show as text, objects as nothing; the card stays masked', async () => {
    const context = fakeContext();
    answerWith(
      context,
      ok({
        ...contractFixture,
        productName: 9001,
        userAddress: { street: 'x' },
        bankNo: 4152313800005678,
      }),
    );
    const { container } = renderWithProviders(<ContractPage />, {
      context,
      route: '/contract?orderNo=1001',
    });
    expect(await screen.findByText('**** 5678')).toBeInTheDocument();
    expect(container.textContent).toContain('9001');
    expect(container.textContent).not.toContain('[object Object]');
    expect(container.textContent).not.toContain('4152313800005678');
  });

  it('a huge server text renders as text (the page CSS wraps it)', async () => {
    const context = fakeContext();
    const huge = 'A'.repeat(100_000);
    answerWith(context, ok({ ...contractFixture, userAddress: huge, company: '<b>x</b>' }));
    const { container } = renderWithProviders(<ContractPage />, {
      context,
      route: '/contract?orderNo=1001',
    });
    expect(await screen.findByText('**** 1234')).toBeInTheDocument();
    expect(container.textContent).toContain(huge);
    expect(container.querySelector('b')).toBeNull();
  });
});
