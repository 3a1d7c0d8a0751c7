import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCORE_MODAL_DELAY_MS } from '../../../src/config/constants';
import ComplaintDetailPage from '../../../src/features/complaintHistory/components/ComplaintDetailPage';
import { SCORED_COMPLAINTS_KEY } from '../../../src/features/complaintHistory/scoredComplaints';
import {
  answerBy,
  callsTo,
  failed,
  fakeContext,
  ok,
  type Answers,
} from '../../support/fakeContext';
import { renderWithProviders, type ProvidersOptions } from '../../support/renderWithProviders';
import { rawDetail } from './fixtures';

async function open(
  answers: Answers = { problemDetail: ok(rawDetail({ isNeedScore: 0 })) },
  options: Omit<ProvidersOptions, 'context'> & { context?: ReturnType<typeof fakeContext> } = {},
) {
  const context = options.context ?? fakeContext();
  answerBy(context, answers);
  const utils = renderWithProviders(<ComplaintDetailPage />, {
    route: '/complainDetails?problemId=5001',
    ...options,
    context,
  });
  return { ...utils, context };
}

const advance = (ms: number, context: ReturnType<typeof fakeContext>) =>
  act(() => context.clock.advance(ms));
const scoreDialog = () =>
  screen.queryByRole('dialog', { name: 'Califique la atención de su queja' });

describe('ComplaintDetailPage', () => {
  it.each([
    ['2026/2/27 18:40', '2026-02-27 18:40:00'],
    [new Date(2026, 1, 27, 18, 40, 12).getTime(), '2026-02-27 18:40:12'],
    ['2026-02-27', '2026-02-27'],
  ])('the time %p is shown through the date formatter as %p', async (time, shown) => {
    await open({ problemDetail: ok(rawDetail({ isNeedScore: 0, time })) });
    await screen.findByLabelText('Descripción');
    expect(screen.getByText('Fecha').nextElementSibling).toHaveTextContent(shown);
  });

  it('shows type, sub-type, time, the read-only content with its counter and the images', async () => {
    const { context } = await open();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Detalle de la queja' }),
    ).toBeInTheDocument();
    const content = await screen.findByLabelText('Descripción');
    expect(callsTo(context, 'problemDetail')).toEqual([{ problemId: '5001' }]);
    expect(content).toHaveValue('Me llamaron doce veces.');
    expect(content).toHaveAttribute('readonly');
    expect(content).toHaveAccessibleDescription('23/200');
    expect(screen.getByText('23/200')).toBeInTheDocument();
    expect(screen.getByText('Tipo de queja').nextSibling).toHaveTextContent('Cobranza');
    expect(screen.getByText('Subtipo').nextSibling).toHaveTextContent('Llamadas excesivas');
    expect(screen.getByText('2026-02-27 18:40:12')).toBeInTheDocument();
    const images = screen.getByRole('list', { name: 'Imágenes' });
    expect(
      within(images)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ampliar la imagen 1 de 2', 'Ampliar la imagen 2 de 2']);
    expect(images.querySelectorAll('img')[1]).toHaveAttribute('src', '/uploads/a2.jpg');
  });

  it('the counter counts what the server sent, whatever its length', async () => {
    await open({ problemDetail: ok(rawDetail({ isNeedScore: 0, content: 'x'.repeat(200) })) });
    expect(await screen.findByText('200/200')).toBeInTheDocument();
  });

  it('a tap on an image opens its preview; Close closes it', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ampliar la imagen 2 de 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Vista previa' });
    expect(within(dialog).getByRole('img', { name: 'Imagen 2 de 2' })).toHaveAttribute(
      'src',
      '/uploads/a2.jpg',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog', { name: 'Vista previa' })).toBeNull();
  });

  it('a server image that fails the image check is a placeholder, never requested', async () => {
    await open({
      problemDetail: ok(rawDetail({ isNeedScore: 0, images: ['javascript:alert(1)'] })),
    });
    const images = await screen.findByRole('list', { name: 'Imágenes' });
    const button = within(images).getByRole('button', { name: 'Ampliar la imagen 1 de 1' });
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('.img-placeholder')).not.toBeNull();
  });

  it('shows the handling result: reply text and reply images', async () => {
    await open();
    const reply = await screen.findByRole('region', { name: 'Resultado de la atención' });
    expect(reply).toHaveTextContent('Hablamos con el equipo de cobranza.');
    expect(
      within(reply).getByRole('list', { name: 'Imágenes de la respuesta' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['empty', { disposeDetail: '', disposeImages: [] }],
    ['blank', { disposeDetail: '   ', disposeImages: ['', '  '] }],
    ['missing', { disposeDetail: undefined, disposeImages: undefined }],
  ])(
    'hides the handling block when the reply is %s; no sub-type row without one',
    async (_n, reply) => {
      await open({
        problemDetail: ok(rawDetail({ isNeedScore: 0, problemSonType: null, ...reply })),
      });
      await screen.findByLabelText('Descripción');
      expect(screen.queryByText('Resultado de la atención')).toBeNull();
      expect(screen.queryByText('Subtipo')).toBeNull();
    },
  );

  it.each([
    '/complainDetails',
    '/complainDetails?problemId=',
    '/complainDetails?problemId=%3Cb%3E',
  ])('%s: a clear message and a link to the list, nothing asked', async (route) => {
    const { context } = await open(undefined, { route });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No sabemos qué queja mostrar: falta su número.',
    );
    expect(screen.getByRole('link', { name: 'Ver mis quejas' })).toHaveAttribute(
      'href',
      '/complaintList',
    );
    expect(callsTo(context, 'problemDetail')).toEqual([]);
  });

  it('a skeleton while loading, then the failure with Retry', async () => {
    const { context } = await open({
      problemDetail: [failed('No encontrada', '4'), ok(rawDetail({ isNeedScore: 0 }))],
    });
    expect(screen.getByText('Cargando la queja…')).toBeInTheDocument();
    expect(await screen.findByText('No encontrada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Descripción')).toBeInTheDocument();
    expect(callsTo(context, 'problemDetail')).toHaveLength(2);
  });

  describe('score modal', () => {
    const scoring = (score = ok(null)) => ({
      problemDetail: ok(rawDetail()),
      problemScore: score,
    });

    it('shows 3 s after the load (not at 2999 ms), with 5 labelled stars', async () => {
      const { context } = await open(scoring());
      await screen.findByLabelText('Descripción');
      await advance(SCORE_MODAL_DELAY_MS - 1, context);
      expect(scoreDialog()).toBeNull();
      await advance(1, context);
      const dialog = scoreDialog()!;
      const group = within(dialog).getByRole('radiogroup', { name: 'Calificación' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual([
        '★1 de 5 estrellas',
        '★2 de 5 estrellas',
        '★3 de 5 estrellas',
        '★4 de 5 estrellas',
        '★5 de 5 estrellas',
      ]);
      expect(within(dialog).getByRole('radio', { name: '1 de 5 estrellas' })).toBeInTheDocument();
    });

    it('Submit without a star says "Seleccione una calificación"; with 4 stars it sends and thanks', async () => {
      const { context, store } = await open(scoring());
      await screen.findByLabelText('Descripción');
      await advance(SCORE_MODAL_DELAY_MS, context);
      const dialog = scoreDialog()!;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Seleccione una calificación');
      expect(callsTo(context, 'problemScore')).toEqual([]);
      await userEvent.click(within(dialog).getByRole('radio', { name: '4 de 5 estrellas' }));
      expect(within(dialog).getByRole('radio', { name: '4 de 5 estrellas' })).toBeChecked();
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      expect(callsTo(context, 'problemScore')).toEqual([{ problemId: '5001', score: 4 }]);
      expect(scoreDialog()).toBeNull();
      expect(store.getState().ui.toast).toMatchObject({
        messageId: 'complaintHistory.scoreThanks',
      });
      expect(JSON.parse(context.storage.get(SCORED_COMPLAINTS_KEY) ?? '[]')).toEqual(['5001']);
    });

    it('in English the no-star message is translated', async () => {
      const { context } = await open(scoring(), { locale: 'en' });
      await screen.findByLabelText('Description');
      await advance(SCORE_MODAL_DELAY_MS, context);
      const dialog = screen.getByRole('dialog', { name: 'Rate how your complaint was handled' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a rating');
    });

    it('a failed score keeps the modal open with the server message', async () => {
      const { context } = await open(scoring(failed('Intente más tarde', '7')));
      await screen.findByLabelText('Descripción');
      await advance(SCORE_MODAL_DELAY_MS, context);
      const dialog = scoreDialog()!;
      await userEvent.click(within(dialog).getByRole('radio', { name: '2 de 5 estrellas' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Intente más tarde');
      expect(scoreDialog()).not.toBeNull();
      expect(context.storage.get(SCORED_COMPLAINTS_KEY)).toBeNull();
    });

    it('Cancel closes it for this visit', async () => {
      const { context } = await open(scoring());
      await screen.findByLabelText('Descripción');
      await advance(SCORE_MODAL_DELAY_MS, context);
      await userEvent.click(within(scoreDialog()!).getByRole('button', { name: 'Cancelar' }));
      expect(scoreDialog()).toBeNull();
      await advance(60_000, context);
      expect(scoreDialog()).toBeNull();
      expect(callsTo(context, 'problemScore')).toEqual([]);
      expect(context.storage.get(SCORED_COMPLAINTS_KEY)).toBeNull();
    });

    it('leaving the page before 3 s: the modal never shows', async () => {
      const { context, store, unmount } = await open(scoring());
      await screen.findByLabelText('Descripción');
      await advance(2_000, context);
      unmount();
      await act(() => context.clock.advance(10_000));
      expect(store.getState().complaintHistory.score.open).toBe(false);
    });
  });
});
