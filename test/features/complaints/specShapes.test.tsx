import { act, fireEvent, screen, within } from '@testing-library/react';
import ComplaintEntryPage from '../../../src/features/complaints/components/ComplaintEntryPage';
import ComplaintFormPage from '../../../src/features/complaints/components/ComplaintFormPage';
import { DRAFT_KEY } from '../../../src/features/complaints/draft';
import { downscale } from '../../../src/platform/image/downscale';
import { downscaled, draft, photoFile, rawInit } from './fixtures';
import { general, openSpecBackend } from './specHarness';

// jsdom has no canvas: the picture is "downscaled" by a stand-in; everything else is the real app.
jest.mock('../../../src/platform/image/downscale', () => ({ downscale: jest.fn() }));

beforeEach(() => {
  jest.mocked(downscale).mockImplementation(downscaled);
});

const UNEXPECTED = 'Respuesta inesperada del servidor';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The demo's problem-init rewritten to the spec's shape (section 3): order cards with only orderNo,
 * productLogo, productName, status, rows and isShow; isShow 1 sent as '1', isShow 0 left out; type values
 * as text.
 */
function specInit() {
  const init = rawInit();
  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value) ? value.filter((x): x is Record<string, unknown> => isRecord(x)) : [];
  const card = (order: Record<string, unknown>) => ({
    orderNo: order.orderNo,
    productLogo: order.productLogo,
    productName: order.productName,
    status: order.status,
    detail: order.detail,
    ...(order.isShow === 1 ? { isShow: '1' } : {}),
  });
  const option = (o: Record<string, unknown>) => ({ title: o.title, value: String(o.value) });
  return {
    problemType: list(init.problemType).map(option),
    problemSonType: list(init.problemSonType).map(option),
    orderDetail: isRecord(init.orderDetail) ? card(init.orderDetail) : null,
    orderList: list(init.orderList).map(card),
  };
}

const CDN_URL = 'https://cdn.example.com/complaints/2026/a1.jpg';
const FORM = '/complainPageNext?problemType=1&problemSonType=11&orderNo=ORD-1174';
const written = { [DRAFT_KEY]: JSON.stringify(draft({ text: 'Me llaman a diario' })) };

describe('complaints against a backend that answers in the spec shapes', () => {
  it('the entry loads order cards without orderId; isShow "1" allows the collection type, absent does not', async () => {
    const page = await openSpecBackend({
      route: '/complaint?orderId=1174',
      page: <ComplaintEntryPage />,
      bodies: { problemInit: general(specInit()) },
    });
    expect(page.failure()).toBeNull();
    expect(page.container).not.toHaveTextContent(UNEXPECTED);
    const { entry } = page.store.getState().complaints;
    expect(entry.status).toBe('succeeded');
    expect(entry.current).toMatchObject({ orderNo: 'ORD-1174', isShow: 1 });
    expect(entry.orders.map((o) => [o.orderNo, o.isShow])).toEqual([
      ['ORD-1174', 1],
      ['ORD-1180', 0],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Cobranza' }));
    await page.settled();
    expect(screen.getByRole('button', { name: 'Llamadas excesivas' })).toBeInTheDocument();
    act(() => {
      page.store.dispatch({ type: 'complaints/orderChosen', payload: { orderNo: 'ORD-1180' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cobranza' }));
    await page.settled();
    expect(page.toast()).toBe('El pedido seleccionado no admite quejas de tipo cobranza');
  });

  it('a photo stored at an absolute https url is kept, shown from the local picture and sent back in problemImage', async () => {
    const page = await openSpecBackend({
      route: FORM,
      page: <ComplaintFormPage />,
      storage: written,
      bodies: {
        uploadProblemImg: general({ url: CDN_URL }, '¡La carga se realizó correctamente!'),
        problemSave: general(null, 'Su queja fue enviada'),
      },
    });
    const input = page.container.querySelector('input[type="file"]');
    if (!input) throw new Error('no photo input');
    await act(async () => {
      fireEvent.change(input, { target: { files: [photoFile('a.jpg')] } });
      await Promise.resolve();
    });
    await page.settled();
    expect(page.store.getState().complaints.form.photos).toMatchObject([
      { status: 'done', url: CDN_URL },
    ]);
    const view = screen.getByRole('button', { name: 'Ver foto 1' });
    expect(view.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(page.container.querySelector(`img[src="${CDN_URL}"]`)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await page.settled();
    expect(page.store.getState().complaints.form.save).toBe('succeeded');
    const saves = page.sent.filter((s) => s.key === 'problemSave');
    expect(saves.map((s) => s.fields)).toEqual([
      {
        problemType: '1',
        problemSonType: '11',
        problemDetail: 'Me llaman a diario',
        problemImage: CDN_URL,
        orderNo: 'ORD-1174',
      },
    ]);
  });

  it('a failed save shows one message, by the Send button, and no toast', async () => {
    const page = await openSpecBackend({
      route: FORM,
      page: <ComplaintFormPage />,
      storage: written,
      bodies: { problemSave: { code: '1', message: 'No pudimos guardar su queja', data: null } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await page.settled();
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['No pudimos guardar su queja']);
    expect(page.toast()).toBe('');
    expect(within(page.container).getByLabelText('Descripción')).toHaveValue('Me llaman a diario');
  });
});
