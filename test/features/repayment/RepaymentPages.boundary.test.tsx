import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExtensionPage from '../../../src/features/repayment/components/ExtensionPage';
import RepaymentPage from '../../../src/features/repayment/components/RepaymentPage';
import { fakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answering, extension, groups, instalment, manyChannels } from './fixtures';

const INSTALMENT = '/repayment?productId=1&orderId=1174';
const EXTENSION = '/repayment/extension?productId=1&orderId=1180';

function render(data: unknown, route = INSTALMENT) {
  const context = fakeContext();
  context.api.post.mockImplementation(answering(data));
  const page = route === INSTALMENT ? <RepaymentPage /> : <ExtensionPage />;
  return { ...renderWithProviders(page, { context, route }), context };
}

const channels = () => document.querySelectorAll('.rp-channel');

describe('repayment pages at the boundary: decision fields exact, display fields normalized', () => {
  it('wrongly typed display fields still render the page', async () => {
    render({
      ...instalment(),
      productName: 20260,
      repayDate: null,
      productLogo: { url: '/x.svg' },
      detail: [{ text: 1174, value: 3000 }, null, 'row', { text: 'Interés', value: ['x'] }],
      noticeMsg: 404,
      repayList: [
        { title: 7, list: [{ payCode: 'OXXO', logo: 5, desc: 123, vCode: 93011174 }] },
        'junk',
      ],
    });
    expect(await screen.findByTestId('rp-amount')).toHaveTextContent('$3,510.00');
    expect(screen.getByText('20260')).toBeInTheDocument();
    const rows = within(screen.getByTestId('rp-detail'));
    expect(rows.getAllByRole('term').map((t) => t.textContent)).toEqual(['1174', 'Interés']);
    expect(rows.getByText('3000')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('404');
    expect(screen.getByRole('button', { name: /^123/ })).toBeInTheDocument();
    expect(screen.getByText('93011174')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '7' })).toBeInTheDocument();
  });

  it.each([
    ['text', 'N/D'],
    ['missing', undefined],
    ['an object', { value: 351000 }],
    ['negative', -1],
  ])(
    'instalment: a repayAmount that is %s is refused: failed state with a message and Retry',
    async (_name, repayAmount) => {
      const { context } = render({ ...instalment(), repayAmount });
      expect(
        await screen.findByText('No pudimos cargar la información de pago.'),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('rp-amount')).toBeNull();
      expect(screen.queryByRole('button', { name: /OXXO/ })).toBeNull();
      context.api.post.mockImplementation(answering(instalment()));
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByTestId('rp-amount')).toHaveTextContent('$3,510.00');
    },
  );

  it.each([
    ['no delayInfo', undefined],
    ['a delayAmount that is text', { delayAmount: 'cuarenta', delayTime: '2026-12-12' }],
  ])('extension: %s is refused: failed state with a message and Retry', async (_n, delayInfo) => {
    render({ ...extension(), delayInfo }, EXTENSION);
    expect(
      await screen.findByText('No pudimos cargar la información de pago.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('rp-delay-amount')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it.each([
    ['instalment', INSTALMENT],
    ['extension', EXTENSION],
  ])('%s: a worker that throws shows the failed state with Retry', async (_n, route) => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = fakeContext();
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    renderWithProviders(route === INSTALMENT ? <RepaymentPage /> : <ExtensionPage />, {
      context,
      route,
    });
    expect(
      await screen.findByText('No pudimos cargar la información de pago.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    errorLog.mockRestore();
  });
});

describe('repayment pages: server images only through the image check', () => {
  const hostile = [
    'javascript:alert(1)',
    'https://evil.example.com/logo.png',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '//evil.example.com/x.png',
  ];

  it.each(hostile)('%s as product logo, channel logo or barcode renders no <img>', async (url) => {
    const { user } = {
      ...render(
        instalment({
          productLogo: url,
          repayList: [
            {
              title: 'Tiendas',
              list: [{ payCode: 'OXXO', logo: url, desc: 'OXXO', vCode: '9301', BARcodeImg: url }],
            },
          ],
        }),
      ),
      user: userEvent.setup(),
    };
    await screen.findByTestId('rp-amount');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelector('.rp-product-logo.img-placeholder')).not.toBeNull();
    expect(document.querySelector('.rp-channel-logo.img-placeholder')).not.toBeNull();
    // A barcode that cannot be shown is not offered; the code and its copy button stay.
    expect(screen.queryByRole('button', { name: 'Ver código de barras' })).toBeNull();
    expect(screen.getByText('9301')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /OXXO/ }));
  });

  it('same-origin images render as <img>, the barcode modal image too', async () => {
    render(instalment());
    await screen.findByTestId('rp-amount');
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(
      expect.arrayContaining(['/images/repayment/product.svg', '/images/repayment/oxxo.svg']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver código de barras' }));
    const dialog = screen.getByRole('dialog', { name: 'Código de barras' });
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/images/repayment/barcode-1174.svg',
    );
  });
});

describe('repayment pages: long lists render a page at a time', () => {
  // Redux's development checks warn that a 10,000-item state is slow to inspect (production has none).
  let warn: jest.SpyInstance;
  beforeEach(() => {
    const original = console.warn;
    warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/InvariantMiddleware took/.test(String(args[0]))) original(...args);
    });
  });
  afterEach(() => warn.mockRestore());

  it('5,000 channels: 50 render, "show more" adds 50 more, and a tap still opens its instructions', async () => {
    const { context } = render(instalment({ repayList: [manyChannels(5000)] }));
    await screen.findByTestId('rp-amount');
    expect(channels()).toHaveLength(50);
    const more = screen.getByRole('button', { name: /^Mostrar más \(50 de 5[.,]?000\)$/ });
    await userEvent.click(more);
    expect(channels()).toHaveLength(100);
    expect(more).toHaveTextContent(/100 de 5[.,]?000/);
    await userEvent.click(screen.getByText('Canal 99'));
    await waitFor(() =>
      expect(context.bridge.openPage).toHaveBeenCalledWith(
        'paymentInstructions',
        expect.objectContaining({ payCode: 'C99', requestType: 1, amount: '351000' }),
      ),
    );
  });

  it('10,000 channels in two groups share one page of 50; the second group follows on "show more"', async () => {
    render(
      extension({ repayList: [manyChannels(40, 'Primero'), manyChannels(9960, 'Segundo')] }),
      EXTENSION,
    );
    await screen.findByTestId('rp-delay-amount');
    expect(channels()).toHaveLength(50);
    expect(
      within(screen.getByRole('list', { name: 'Primero' })).getAllByRole('listitem'),
    ).toHaveLength(40);
    expect(
      within(screen.getByRole('list', { name: 'Segundo' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: /^Mostrar más/ }));
    expect(channels()).toHaveLength(100);
  });

  it('a short list shows whole, without "show more"', async () => {
    render(instalment({ repayList: groups() }));
    await screen.findByTestId('rp-amount');
    expect(channels()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Mostrar más/ })).toBeNull();
  });

  it('unfolded detail rows and the extension plan are paged too', async () => {
    const detail = Array.from({ length: 1000 }, (_, i) => ({ text: `Fila ${i}`, value: `${i}` }));
    render(instalment({ detail }));
    await screen.findByTestId('rp-amount');
    const terms = () => within(screen.getByTestId('rp-detail')).getAllByRole('term');
    expect(terms()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^Más/ }));
    expect(terms()).toHaveLength(50);
    await userEvent.click(
      screen.getByRole('button', { name: /^Mostrar más \(50 de 1[.,]?000\)$/ }),
    );
    expect(terms()).toHaveLength(100);
  });

  it('the extension plan renders 50 of 3,000 rows', async () => {
    const repayPlan = Array.from({ length: 3000 }, (_, i) => ({ title: `Plazo ${i}`, time: '' }));
    render(extension({ repayPlan }), EXTENSION);
    await screen.findByTestId('rp-delay-amount');
    expect(document.querySelectorAll('.rp-plan-row')).toHaveLength(50);
    await userEvent.click(
      screen.getByRole('button', { name: /^Mostrar más \(50 de 3[.,]?000\)$/ }),
    );
    expect(document.querySelectorAll('.rp-plan-row')).toHaveLength(100);
  });
});
