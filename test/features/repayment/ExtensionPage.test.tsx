import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import ExtensionPage from '../../../src/features/repayment/components/ExtensionPage';
import type { ExtensionRepaymentWire } from '../../../src/features/repayment/types';
import { extensionSchema } from '../../../src/features/repayment/repaymentSchema';
import { failed, fakeContext, useFakeRouter, type FakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answering, extension } from './fixtures';
import { installPointerEvents } from './pointerEvents';

installPointerEvents();

function Where({ context }: { context: FakeContext }) {
  useFakeRouter(context.navigator);
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const where = () => new URL(screen.getByTestId('where').textContent ?? '', 'http://x');

async function open(
  data: ExtensionRepaymentWire = extension(),
  options: { inApp?: boolean; locale?: 'es-MX' | 'en' | 'zh-CN' } = {},
) {
  const context = fakeContext({ inApp: options.inApp });
  context.api.post.mockImplementation(answering(data));
  const user = userEvent.setup();
  const utils = renderWithProviders(
    <>
      <ExtensionPage />
      <Where context={context} />
    </>,
    { context, locale: options.locale, route: '/repayment/extension?productId=1&orderId=1174' },
  );
  await screen.findByTestId('rp-delay-amount');
  return { ...utils, context, user };
}

describe('ExtensionPage', () => {
  it('loads loan-play-delay-detail and shows the delay amount, date, plan, note and notice', async () => {
    const { context } = await open();
    expect(context.api.post).toHaveBeenCalledWith('loanPlayDelayDetail', extensionSchema, {
      productId: '1',
      orderId: '1174',
    });
    expect(screen.getByTestId('rp-delay-amount')).toHaveTextContent(/^\$450\.00$/);
    expect(screen.getByText('Nueva fecha de pago', { selector: '.rp-date span' })).toBeVisible();
    const rows = within(screen.getByRole('heading', { name: 'Plan de pagos' }).parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Fecha de pago actual2026-12-05', 'Nueva fecha de pago2026-12-12']);
    const notes = screen.getAllByRole('note').map((n) => n.textContent);
    expect(notes).toEqual([
      'NotaEl cargo no reduce el saldo.',
      'La extensión se aplica al recibir el pago.',
    ]);
  });

  it('states that a repayment can be postponed up to 7 days paying only the deferral fee', async () => {
    await open();
    expect(screen.getByTestId('rp-statement')).toHaveTextContent(
      'Puede posponer su pago hasta 7 días pagando solo el cargo por extensión.',
    );
  });

  it.each([
    ['en', 'You can postpone your repayment by up to 7 days, paying only the extension fee.'],
    ['zh-CN', '您最多可将还款推迟 7 天，只需支付展期费用。'],
  ] as const)('shows the statement in %s', async (locale, text) => {
    await open(extension(), { locale });
    expect(screen.getByTestId('rp-statement')).toHaveTextContent(text);
  });

  it('groups the channels like the instalment page', async () => {
    await open();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Tiendas de conveniencia' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Transferencia bancaria' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('tapping a channel opens the instructions with requestType=2 and the delay amount', async () => {
    const { user, context } = await open();
    await user.click(screen.getByRole('button', { name: /Pague en 7-Eleven/ }));
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', {
      productId: '1',
      orderId: '1174',
      amount: '45000',
      payCode: '7ELEVEN',
      requestType: 2,
    });
    await waitFor(() => expect(where().pathname).toBe('/repayment/instructions'));
    expect(Object.fromEntries(where().searchParams)).toEqual({
      productId: '1',
      orderId: '1174',
      amount: '45000',
      payCode: '7ELEVEN',
      requestType: '2',
    });
  });

  it('copy and barcode buttons do not open the instructions', async () => {
    const { user, context } = await open();
    await user.click(screen.getByRole('button', { name: 'Copiar código de pago 93011174035100' }));
    await user.click(screen.getByRole('button', { name: 'Ver código de barras' }));
    expect(screen.getByRole('dialog', { name: 'Código de barras' })).toBeInTheDocument();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    expect(where().pathname).toBe('/repayment/extension');
  });

  it('the floating customer-service button opens the customer-service route outside the app', async () => {
    const { user, context } = await open();
    const button = screen.getByRole('button', { name: 'Servicio al cliente' });
    await user.click(button);
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService', {});
    await waitFor(() => expect(where().pathname).toBe('/customer-service'));
  });

  it('in the app the floating button asks the bridge and the page stays', async () => {
    const { user, context } = await open(extension(), { inApp: true });
    await user.click(screen.getByRole('button', { name: 'Servicio al cliente' }));
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService', {});
    expect(where().pathname).toBe('/repayment/extension');
  });

  it('dragging the floating button does not open customer service', async () => {
    const { context } = await open();
    const button = screen.getByRole('button', { name: 'Servicio al cliente' });
    fireEvent.pointerDown(button, { pointerId: 1, clientX: 300, clientY: 600, button: 0 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 200, clientY: 400 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 200, clientY: 400 });
    fireEvent.click(button);
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    expect(where().pathname).toBe('/repayment/extension');
  });

  it('the floating button starts inside a band reserved at the bottom, never over content', async () => {
    await open();
    const button = screen.getByRole('button', { name: 'Servicio al cliente' });
    expect(button).toHaveClass('rp-fab');
    expect(button).not.toHaveClass('is-placed');
    expect(screen.getByTestId('rp-fab-dock')).toHaveClass('rp-fab-dock');
    // The stylesheet places it (56 px tall) inside the opaque band, which the page's end room matches.
    const css = fs.readFileSync(
      path.resolve(__dirname, '../../../src/features/repayment/components/extension.css'),
      'utf8',
    );
    const px = (selector: string, property: string) => {
      const block = css.slice(css.indexOf(`${selector} {`));
      const value = new RegExp(`\\n\\s*${property}:\\s*calc\\((\\d+)px`).exec(
        block.slice(0, block.indexOf('}')),
      );
      return Number(value?.[1]);
    };
    const band = px('.rp-fab-dock', 'height');
    const bottom = px('.floating-button.rp-fab:not(.is-placed)', 'bottom');
    expect(band).toBeGreaterThanOrEqual(56 + 2 * 8);
    expect(bottom).toBeGreaterThanOrEqual(8);
    expect(bottom + 56).toBeLessThanOrEqual(band);
    expect(px('.rp-fab-room', 'height')).toBeGreaterThanOrEqual(band);
    expect(css).toMatch(/\.rp-fab-dock \{[^}]*position: fixed;[^}]*background: var\(--color-bg\)/);
  });

  it('a load failure shows only the retry block (the floating button stays)', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(failed('Pedido no encontrado'));
    renderWithProviders(<ExtensionPage />, {
      context,
      route: '/repayment/extension?productId=1&orderId=42',
    });
    expect(
      await screen.findByText('No pudimos cargar la información de pago.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('rp-delay-amount')).toBeNull();
    expect(screen.queryByText('Pedido no encontrado')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Servicio al cliente' })).toBeInTheDocument();
  });
});
