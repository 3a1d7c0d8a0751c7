import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ComplaintListPage from '../../../src/features/complaintHistory/components/ComplaintListPage';
import { LIST_PAGE_SIZE } from '../../../src/ui';
import { answerBy, fakeContext, ok, type Answers } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { rawList } from './fixtures';

/**
 * The complaint list's tabs and their complaints (issue 27): a malformed list is the page's failure with
 * Retry, never "no complaints yet" ([] still means none); a long tab renders a page at a time.
 */
const EMPTY = 'Aún no hay quejas aquí';
const [pending, answered] = rawList().tabs;

function renderList(answers: Answers) {
  const context = fakeContext();
  answerBy(context, answers);
  renderWithProviders(<ComplaintListPage />, { context, route: '/complaintList' });
  return { context, user: userEvent.setup() };
}

const manyComplaints = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(10_000 + i),
    time: '2026-03-02 10:15:00',
    type: 'Pago',
    content: `Queja ${i}`,
  }));

describe('problem-list lists the page needs', () => {
  it.each([
    ['no tabs', { tabs: undefined }],
    ['the tabs null', { tabs: null }],
    ['a tab that is not an object', { tabs: [pending, 'Respondidas'] }],
    ['a tab without its list', { tabs: [{ title: 'Pendientes' }] }],
    ['a tab list null', { tabs: [{ ...pending, list: null }] }],
    ['a tab list as text', { tabs: [{ ...pending, list: 'ninguna' }] }],
    ['a complaint that is not an object', { tabs: [{ ...pending, list: [null] }] }],
  ])('%s: the failure with Retry, not "no complaints yet"; Retry recovers', async (_n, over) => {
    const { user } = renderList({ problemList: [ok(rawList(over)), ok(rawList())] });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    await user.click(retry);
    expect(await screen.findByText('Mi pago no aparece.')).toBeInTheDocument();
  });

  it('a tab with an empty list is "no complaints yet" (the server said so)', async () => {
    renderList({ problemList: ok(rawList({ tabs: [answered] })) });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });
});

describe('a long tab renders a page at a time', () => {
  it('5,000 complaints: the first page, then "show more" adds the next', async () => {
    const { user } = renderList({
      problemList: ok(rawList({ tabs: [{ ...pending, list: manyComplaints(5000) }] })),
    });
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Queja 0');
    expect(within(panel).getAllByRole('link')).toHaveLength(LIST_PAGE_SIZE);
    await user.click(
      within(panel).getByRole('button', { name: `Mostrar más (${LIST_PAGE_SIZE} de 5000)` }),
    );
    expect(within(panel).getAllByRole('link')).toHaveLength(2 * LIST_PAGE_SIZE);
  });
});
