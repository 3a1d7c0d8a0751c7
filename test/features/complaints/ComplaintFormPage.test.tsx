import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUCCESS_MODAL_MS } from '../../../src/config/constants';
import { uploadSchema } from '../../../src/features/complaints/complaintsSchema';
import ComplaintFormPage from '../../../src/features/complaints/components/ComplaintFormPage';
import { DRAFT_KEY, readDraft, writeDraft } from '../../../src/features/complaints/draft';
import type { ComplaintDraft } from '../../../src/features/complaints/types';
import type { ApiResult } from '../../../src/platform/api/types';
import { downscale } from '../../../src/platform/image/downscale';
import { ConnectedToast } from '../../../src/shell';
import {
  answerBy,
  callsTo,
  failed,
  fakeContext,
  ok,
  through,
  type Answers,
} from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { settle } from '../../support/sagaHarness';
import { downscaled, draft, photoFile, rawInit } from './fixtures';

jest.mock('../../../src/platform/image/downscale', () => ({ downscale: jest.fn() }));

beforeEach(() => {
  jest.mocked(downscale).mockImplementation(downscaled);
});

const FORM = '/complainPageNext?problemType=1&problemSonType=11&orderNo=ORD-1174';

function renderForm(
  options: {
    draft?: ComplaintDraft;
    answers?: Answers;
    route?: string;
    locale?: 'es-MX' | 'en' | 'zh-CN';
  } = {},
) {
  const context = fakeContext();
  if (options.draft) writeDraft(context.storage, options.draft);
  answerBy(context, { problemInit: ok(rawInit()), ...options.answers });
  return renderWithProviders(
    <>
      <ComplaintFormPage />
      <ConnectedToast />
    </>,
    { context, route: options.route ?? FORM, locale: options.locale },
  );
}

/** The upload answers, one per call, through the upload schema. */
function uploads(
  context: ReturnType<typeof fakeContext>,
  ...answers: (ApiResult<unknown> | Promise<ApiResult<unknown>>)[]
) {
  for (const answer of answers) {
    context.api.upload.mockImplementationOnce(() =>
      Promise.resolve(answer).then((result) => through(uploadSchema, result)),
    );
  }
}

const description = () => screen.getByLabelText('Descripción');
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');
const choose = async (...files: File[]) => {
  const input = fileInput();
  if (!input) throw new Error('no file input');
  await act(async () => {
    fireEvent.change(input, { target: { files } });
    await settle();
  });
};

describe('ComplaintFormPage', () => {
  it('shows the chosen type and sub-type, the description with its counter, the photos and Send', async () => {
    renderForm({ draft: draft() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Escribir queja');
    expect(await screen.findByTestId('cq-type')).toHaveTextContent('Cobranza');
    expect(screen.getByTestId('cq-subtype')).toHaveTextContent('Llamadas excesivas');
    expect(description().tagName).toBe('TEXTAREA');
    expect(screen.getByText('0/200')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fotos (0/9)' })).toBeInTheDocument();
    const input = fileInput();
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toHaveAttribute('capture');
    expect(input?.closest('label')).toHaveTextContent('Agregar fotos');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('counts up to 200 characters; extra characters are ignored; each change is kept in the draft', async () => {
    const { context } = renderForm({ draft: draft() });
    await userEvent.type(await screen.findByLabelText('Descripción'), 'Hola');
    expect(screen.getByText('4/200')).toBeInTheDocument();
    expect(readDraft(context.storage)?.text).toBe('Hola');
    fireEvent.change(description(), { target: { value: 'x'.repeat(230) } });
    await act(settle);
    expect(description()).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(readDraft(context.storage)?.text).toBe('x'.repeat(200));
  });

  it('a draft restores the text and the photos (a reload loses nothing)', async () => {
    renderForm({ draft: draft({ text: 'Me llaman a diario', images: ['/uploads/a.jpg'] }) });
    expect(await screen.findByLabelText('Descripción')).toHaveValue('Me llaman a diario');
    expect(screen.getByText('18/200')).toBeInTheDocument();
    const view = screen.getByRole('button', { name: 'Ver foto 1' });
    expect(view.querySelector('img')).toHaveAttribute('src', '/uploads/a.jpg');
  });

  it("empty text: 'Por favor, rellene sus comentarios y sugerencias' under the field, nothing sent", async () => {
    const { context } = renderForm({ draft: draft({ text: '   ' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Por favor, rellene sus comentarios y sugerencias');
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description().getAttribute('aria-describedby')).toContain(alert.id);
    expect(callsTo(context, 'problemSave')).toEqual([]);
  });

  it('the empty-text message in English', async () => {
    renderForm({ draft: draft(), locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in your comments and suggestions',
    );
  });

  it('photos: progress, then the image with View and Remove; a failure shows its message with Retry', async () => {
    const { context } = renderForm({ draft: draft({ text: 'hola' }) });
    let answer: (r: ApiResult<unknown>) => void = () => undefined;
    uploads(
      context,
      new Promise((resolve) => (answer = resolve)),
      failed('Formato no válido', '415'),
    );
    await screen.findByLabelText('Descripción');
    await choose(photoFile('a.jpg'), photoFile('b.jpg'));
    const tiles = screen.getAllByTestId('cq-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]).getByText('Subiendo…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(tiles[1]).getByRole('alert')).toHaveTextContent('Formato no válido');
    expect(screen.getByRole('button', { name: 'Reintentar foto 2' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Formato no válido');
    await act(async () => {
      answer(ok({ url: '/uploads/a.jpg' }));
      await settle();
    });
    expect(screen.getByRole('status')).toHaveTextContent('¡La carga se realizó correctamente!');
    expect(screen.getByRole('button', { name: 'Ver foto 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fotos (2/9)' })).toBeInTheDocument();
    uploads(context, ok({ url: '/uploads/b.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar foto 2' }));
    await act(settle);
    expect(screen.getByRole('button', { name: 'Ver foto 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto 1' }));
    expect(screen.getAllByTestId('cq-tile')).toHaveLength(1);
    expect(readDraft(context.storage)?.images).toEqual(['/uploads/b.jpg']);
  });

  it('a photo stored at an https url shows the local picture, small and large; Send sends the url', async () => {
    const url = 'https://cdn.example.com/complaints/a.jpg';
    const { context } = renderForm({
      draft: draft({ text: 'hola' }),
      answers: { problemSave: ok({ problemId: 'c-1' }) },
    });
    uploads(context, ok({ url }));
    await screen.findByLabelText('Descripción');
    await choose(photoFile('a.jpg'));
    const local = `data:image/jpeg;base64,${btoa('jpeg')}`;
    const view = screen.getByRole('button', { name: 'Ver foto 1' });
    expect(view.querySelector('img')).toHaveAttribute('src', local);
    await userEvent.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Foto 1' });
    expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', local);
    expect(document.querySelector(`img[src="${url}"]`)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(settle);
    expect(callsTo(context, 'problemSave')).toEqual([
      expect.objectContaining({ problemImage: url }),
    ]);
  });

  it('tapping a done photo opens it large in a modal with a close button', async () => {
    renderForm({ draft: draft({ images: ['/uploads/a.jpg'] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver foto 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Foto 1' });
    expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toHaveAttribute(
      'src',
      '/uploads/a.jpg',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the add tile goes away at 9 photos', async () => {
    const images = Array.from({ length: 9 }, (_, i) => `/uploads/${i}.jpg`);
    renderForm({ draft: draft({ images }) });
    expect(await screen.findByRole('heading', { name: 'Fotos (9/9)' })).toBeInTheDocument();
    expect(fileInput()).toBeNull();
  });

  it('send: the success modal for 1.5 s, then the entry; the draft is gone', async () => {
    const { context } = renderForm({
      draft: draft({ text: 'Me llaman a diario' }),
      answers: { problemSave: ok({ problemId: 'c-1' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    await act(settle);
    expect(screen.getByRole('dialog', { name: 'Queja enviada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar/ })).toBeDisabled();
    expect(context.storage.get(DRAFT_KEY)).toBeNull();
    await act(() => context.clock.advance(SUCCESS_MODAL_MS - 1));
    expect(context.navigator.visited).toEqual([]);
    await act(() => context.clock.advance(1));
    expect(context.navigator.visited).toEqual([{ url: '/complaint?orderId=1174', replace: true }]);
  });

  it('a failed send shows the server message and keeps the text', async () => {
    renderForm({
      draft: draft({ text: 'Me llaman a diario' }),
      answers: { problemSave: failed('Intente más tarde', '7') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Intente más tarde');
    expect(description()).toHaveValue('Me llaman a diario');
  });

  it('a deep link to an unknown type says so and offers the way back to the entry', async () => {
    const { context } = renderForm({
      route: '/complainPageNext?problemType=99&problemSonType=&orderNo=X',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No encontramos este tipo de queja. Elíjalo de nuevo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elegir tipo de queja' }));
    expect(context.navigator.visited).toEqual([{ url: '/complaint', replace: true }]);
  });

  it('a deep link without a draft looks the titles up', async () => {
    renderForm({ route: '/complainPageNext?problemType=2&problemSonType=&orderNo=ORD-1174' });
    expect(await screen.findByTestId('cq-type')).toHaveTextContent('Pagos y reembolsos');
    expect(screen.queryByTestId('cq-subtype')).not.toBeInTheDocument();
  });
});
