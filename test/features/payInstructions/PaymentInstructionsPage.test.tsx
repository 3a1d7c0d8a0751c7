import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentInstructionsPage from '../../../src/features/payInstructions/components/PaymentInstructionsPage';
import { instructionsSchema } from '../../../src/features/payInstructions/payInstructionsSchema';
import { initialPayInstructionsState } from '../../../src/features/payInstructions/payInstructionsSlice';
import type { InstructionsWire } from '../../../src/features/payInstructions/types';
import { ConnectedToast } from '../../../src/shell';
import { failed, fakeContext } from '../../support/fakeContext';
import { renderWithProviders, type ProvidersOptions } from '../../support/renderWithProviders';
import { answering, checkedInstructions, instructions } from './fixtures';

const ROUTE =
  '/repayment/instructions?productId=1&orderId=1174&amount=351000&payCode=OXXO&requestType=1';

let writeText: jest.Mock;
beforeEach(() => {
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

function render(options: ProvidersOptions = {}) {
  return renderWithProviders(
    <>
      <PaymentInstructionsPage />
      <ConnectedToast />
    </>,
    { route: ROUTE, ...options },
  );
}

async function open(data: unknown = instructions(), options: ProvidersOptions = {}) {
  const context = options.context ?? fakeContext();
  context.api.post.mockImplementation(answering(data));
  const utils = render({ ...options, context });
  await screen.findByTestId('pi-total');
  return { ...utils, context };
}

const toast = () => document.querySelector('.toast-region');

describe('PaymentInstructionsPage', () => {
  it('asks generate-vcode with the query and renders every section', async () => {
    const { context } = await open();
    expect(context.api.post).toHaveBeenCalledWith('generateVcode', instructionsSchema, {
      productId: '1',
      orderId: '1174',
      amount: '351000',
      payCode: 'OXXO',
      requestType: 1,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Instrucciones de pago');
    expect(screen.getByRole('img', { name: 'Logotipo del medio de pago' })).toHaveAttribute(
      'src',
      '/images/payInstructions/oxxo.svg',
    );
    expect(screen.getByText('Total a pagar')).toBeInTheDocument();
    expect(screen.getByTestId('pi-total')).toHaveTextContent(/^\$3,510\.00$/);
    expect(screen.getByRole('heading', { name: 'Pago de su cuota en OXXO' })).toBeInTheDocument();
    expect(screen.getByText('Pague en efectivo en cualquier tienda OXXO.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Código de pago para escanear en caja' }),
    ).toHaveAttribute('src', '/images/payInstructions/barcode-oxxo.svg');
    expect(screen.getByText('Referencia de pago')).toBeInTheDocument();
    expect(screen.getByTestId('pi-repay-code')).toHaveTextContent('9301 2245 7781 0032');
    expect(screen.getByText('Cuota Servicios Financieros S.A. de C.V.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar referencia de pago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar nombre de la empresa' })).toBeInTheDocument();

    const how = screen.getByRole('region', { name: 'Cómo pagar en OXXO' });
    const steps = within(how).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Acuda a la tienda.', 'Muestre la referencia.', 'Pague en efectivo.']);
    expect(
      within(screen.getByRole('region', { name: 'Importante' })).getByText(
        'OXXO cobra una comisión.',
      ),
    ).toBeInTheDocument();

    const images = screen.getByRole('region', { name: 'Su comprobante de pago' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([
      '/images/payInstructions/step-counter.svg',
      '/images/payInstructions/step-ticket.svg',
    ]);
    expect(
      within(images).getByRole('img', { name: 'Su comprobante de pago, imagen 2' }),
    ).toBeInTheDocument();
    expect(within(images).getByRole('link', { name: 'pagos@cuota.mx' })).toHaveAttribute(
      'href',
      'mailto:pagos@cuota.mx',
    );
    expect(screen.getByRole('img', { name: 'Logotipo de la empresa' })).toHaveAttribute(
      'src',
      '/images/payInstructions/cuota.svg',
    );
  });

  it('copying the payment code puts it on the clipboard and shows the copy-success toast', async () => {
    await open();
    expect(toast()).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar referencia de pago' }));
    expect(writeText).toHaveBeenCalledWith('9301 2245 7781 0032');
    await waitFor(() => expect(toast()).toHaveTextContent('Copiado con éxito'));
  });

  it('copying the company name puts it on the clipboard and shows the copy-success toast', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar nombre de la empresa' }));
    expect(writeText).toHaveBeenCalledWith('Cuota Servicios Financieros S.A. de C.V.');
    await waitFor(() => expect(toast()).toHaveTextContent('Copiado con éxito'));
  });

  it('an invalid e-mail is shown as text, never as a mailto: link', async () => {
    await open(
      instructions({
        imgList: [{ title: 'Comprobante', eMail: 'pagos@cuota.mx?bcc=x@evil.com', content: [] }],
      }),
    );
    const section = screen.getByRole('region', { name: 'Comprobante' });
    expect(within(section).getByText('pagos@cuota.mx?bcc=x@evil.com')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('hides every missing section', async () => {
    await open({ repayDetail: { amount: '45000', repayCode: 'ABC123' } });
    expect(screen.getByTestId('pi-total')).toHaveTextContent('$450.00');
    expect(screen.getByTestId('pi-repay-code')).toHaveTextContent('ABC123');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryAllByRole('heading')).toHaveLength(1);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Empresa beneficiaria')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar nombre de la empresa' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copiar referencia de pago' })).toBeInTheDocument();
  });

  it('without an amount in the answer shows the amount of the query', async () => {
    await open({ repayDetail: { repayCode: 'ABC123' } });
    expect(screen.getByTestId('pi-total')).toHaveTextContent('$3,510.00');
  });

  it('a v3 failure shows only the retry block, then retry shows the instructions', async () => {
    const context = fakeContext();
    context.api.post
      .mockResolvedValueOnce(failed('Medio de pago no disponible', '2'))
      .mockImplementationOnce(answering(instructions()));
    render({ context });
    expect(
      await screen.findByText('No pudimos cargar las instrucciones de pago.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Medio de pago no disponible')).toBeNull();
    expect(screen.queryByTestId('pi-total')).toBeNull();
    expect(screen.queryByText('9301 2245 7781 0032')).toBeNull();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('pi-repay-code')).toHaveTextContent('9301 2245 7781 0032');
    expect(context.api.post).toHaveBeenCalledTimes(2);
  });

  it('a malformed answer is a failure, not a crash', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(['not', 'instructions']));
    render({ context });
    expect(
      await screen.findByText('No pudimos cargar las instrucciones de pago.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('pi-total')).toBeNull();
  });

  it('shows a loading skeleton while the call is in flight', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(new Promise(() => undefined));
    render({ context });
    const busy = await screen.findByText('Cargando las instrucciones de pago…');
    expect(busy.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('pi-total')).toBeNull();
  });

  it.each([
    ['no orderId', '/repayment/instructions?productId=1&amount=351000&payCode=OXXO&requestType=1'],
    ['no payCode', '/repayment/instructions?productId=1&orderId=1174&amount=351000&requestType=2'],
    [
      'requestType 3',
      '/repayment/instructions?productId=1&orderId=1174&amount=351000&payCode=OXXO&requestType=3',
    ],
  ])('%s: a clear message, no call; Back leaves the page', async (_n, route) => {
    const context = fakeContext();
    render({ context, route });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Faltan los datos del pago. Regrese a la página anterior y elija de nuevo un medio de pago.',
    );
    expect(context.api.post).not.toHaveBeenCalled();
    expect(screen.queryByText('Cargando las instrucciones de pago…')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1));
  });

  it('never shows the answer of a previous visit for another order', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(new Promise(() => undefined));
    const old = checkedInstructions(
      instructions({
        repayDetail: { ...instructions().repayDetail, repayCode: 'OLD-REFERENCE' },
      }),
    );
    // Records every node inserted or removed, so even a first paint that the effect replaces is seen.
    const seen: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) =>
        [...r.addedNodes, ...r.removedNodes].forEach((n) => seen.push(n.textContent ?? '')),
      ),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    render({
      context,
      preloadedState: {
        payInstructions: {
          ...initialPayInstructionsState,
          query: {
            productId: '1',
            orderId: '999',
            amount: '100',
            payCode: 'OXXO',
            requestType: 1,
          },
          status: 'succeeded',
          info: old,
        },
      },
    });
    seen.push(
      ...observer
        .takeRecords()
        .flatMap((r) => [...r.addedNodes, ...r.removedNodes].map((n) => n.textContent ?? '')),
    );
    observer.disconnect();
    expect(await screen.findByText('Cargando las instrucciones de pago…')).toBeInTheDocument();
    expect(seen.join(' ')).toContain('Cargando las instrucciones de pago…');
    expect(seen.join(' ')).not.toContain('OLD-REFERENCE');
  });

  it('is translated (en)', async () => {
    await open(instructions() as InstructionsWire, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment instructions');
    expect(screen.getByText('Total to pay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy payment reference' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Payment code to scan at the checkout' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy company name' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Copied successfully'));
  });
});
