import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentInstructionsPage from '../../../src/features/payInstructions/components/PaymentInstructionsPage';
import { fakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answering, instructions } from './fixtures';

const ROUTE =
  '/repayment/instructions?productId=1&orderId=1174&amount=351000&payCode=OXXO&requestType=1';

async function open(data: unknown) {
  const context = fakeContext();
  context.api.post.mockImplementation(answering(data));
  const utils = renderWithProviders(<PaymentInstructionsPage />, { context, route: ROUTE });
  await screen.findByTestId('pi-total');
  return { ...utils, context };
}

const range = (n: number, label: string) => Array.from({ length: n }, (_, i) => `${label} ${i}`);

describe('PaymentInstructionsPage at the boundary', () => {
  it('wrongly typed display fields still render the page', async () => {
    await open({
      topLogo: 5,
      repayDetail: {
        amount: 45000,
        repayTitle: 77,
        repayDes: null,
        repayCode: 93012245,
        vCode: '',
      },
      dataList: [{ title: 3, content: ['uno', 2, ''] }],
      imgList: [{ title: ['x'], eMail: 12, content: 'no' }],
      bottomLogo: false,
    });
    expect(screen.getByTestId('pi-total')).toHaveTextContent('$450.00');
    expect(screen.getByRole('heading', { name: '77' })).toBeInTheDocument();
    expect(screen.getByTestId('pi-repay-code')).toHaveTextContent('93012245');
    const steps = within(screen.getByRole('region', { name: '3' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['uno', '2']);
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it.each([
    ['a reference of the wrong type', { repayCode: { code: '9301' }, vCode: '' }],
    ['no reference at all', { repayCode: '', vCode: '' }],
  ])(
    '%s: the failed state with Retry, never only the total; Retry recovers',
    async (_name, code) => {
      const context = fakeContext();
      const broken: unknown = {
        ...instructions(),
        repayDetail: { ...instructions().repayDetail, ...code },
      };
      context.api.post
        .mockImplementationOnce(answering(broken))
        .mockImplementationOnce(answering(instructions()));
      renderWithProviders(<PaymentInstructionsPage />, { context, route: ROUTE });
      expect(
        await screen.findByText('No pudimos cargar las instrucciones de pago.'),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('pi-total')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByTestId('pi-repay-code')).toHaveTextContent('9301 2245 7781 0032');
    },
  );

  it('malformed steps: the failed state with Retry, not the total and a partial list', async () => {
    const context = fakeContext();
    const broken: unknown = { ...instructions(), dataList: [{ title: 'Pasos', content: 'uno' }] };
    context.api.post.mockImplementation(answering(broken));
    renderWithProviders(<PaymentInstructionsPage />, { context, route: ROUTE });
    expect(
      await screen.findByText('No pudimos cargar las instrucciones de pago.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByTestId('pi-total')).toBeNull();
  });

  it('a worker that throws shows the failed state with Retry, and Retry recovers', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = fakeContext();
    context.api.post
      .mockImplementationOnce(() => {
        throw new Error('boom');
      })
      .mockImplementationOnce(answering(instructions()));
    renderWithProviders(<PaymentInstructionsPage />, { context, route: ROUTE });
    expect(
      await screen.findByText('No pudimos cargar las instrucciones de pago.'),
    ).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('pi-repay-code')).toHaveTextContent('9301 2245 7781 0032');
    errorLog.mockRestore();
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example.com/logo.png',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://evil.example.com/x.png',
    '//evil.example.com/x.png',
  ])('%s in every image field renders no <img>, only placeholders', async (url) => {
    await open(
      instructions({
        topLogo: url,
        repayDetail: { ...instructions().repayDetail, vCode: url },
        imgList: [{ title: 'Comprobante', eMail: '', content: [url, url] }],
        bottomLogo: url,
      }),
    );
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('.img-placeholder')).toHaveLength(5);
    // The placeholders keep the images' names for screen readers.
    expect(screen.getByRole('img', { name: 'Logotipo del medio de pago' })).toHaveClass(
      'img-placeholder',
    );
    expect(screen.getByRole('img', { name: 'Comprobante, imagen 2' })).toHaveClass(
      'img-placeholder',
    );
    // The reference is still there to pay with.
    expect(screen.getByTestId('pi-repay-code')).toHaveTextContent('9301 2245 7781 0032');
  });
});

describe('PaymentInstructionsPage: long lists render a page at a time', () => {
  // Redux's development checks warn that a 5,000-item state is slow to inspect (production has none).
  let warn: jest.SpyInstance;
  beforeEach(() => {
    const original = console.warn;
    warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/InvariantMiddleware took/.test(String(args[0]))) original(...args);
    });
  });
  afterEach(() => warn.mockRestore());

  it('5,000 steps: 50 render, "show more" adds 50', async () => {
    await open(instructions({ dataList: [{ title: 'Pasos', content: range(5000, 'Paso') }] }));
    const section = within(screen.getByRole('region', { name: 'Pasos' }));
    expect(section.getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(
      section.getByRole('button', { name: /^Mostrar más \(50 de 5[.,]?000\)$/ }),
    );
    expect(section.getAllByRole('listitem')).toHaveLength(100);
  });

  it('5,000 sections: 50 render, "show more" adds 50', async () => {
    const dataList = range(5000, 'Sección').map((title) => ({ title, content: ['x'] }));
    await open(instructions({ dataList, imgList: [] }));
    expect(document.querySelectorAll('.pi-steps')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: /^Mostrar más/ }));
    expect(document.querySelectorAll('.pi-steps')).toHaveLength(100);
  });

  it('5,000 images: 50 render, "show more" adds 50', async () => {
    const content = range(5000, '/images/payInstructions/step').map((p) => `${p}.svg`);
    await open(instructions({ imgList: [{ title: 'Fotos', eMail: '', content }] }));
    const section = within(screen.getByRole('region', { name: 'Fotos' }));
    expect(section.getAllByRole('img')).toHaveLength(50);
    await userEvent.click(section.getByRole('button', { name: /^Mostrar más/ }));
    expect(section.getAllByRole('img')).toHaveLength(100);
  });

  it('a real answer shows whole, without "show more"', async () => {
    await open(instructions());
    expect(screen.queryByRole('button', { name: /^Mostrar más/ })).toBeNull();
  });
});
