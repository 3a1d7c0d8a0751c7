import { useSelector } from 'react-redux';
import { badAnswers } from './badAnswers';
import { runCase, type Family } from './harness';
import { LoadFailed } from '../../src/ui';

const good = { va: '1', email: 'a@b.c', phone: '' };
const family = (page: Family['page']): Family => ({
  name: 'probe',
  target: 'getWhatsapp',
  sample: good,
  answers: { getWhatsapp: good },
  route: '/',
  page,
});
const reset = badAnswers('general', good).find((c) => c.name === 'reset');

function Spinner() {
  return <div aria-busy="true">…</div>;
}
function Crash(): never {
  throw new Error('render failed');
}
function SilentFailure() {
  return (
    <section className="load-failed">
      <span />
    </section>
  );
}
function Fine() {
  const ui = useSelector((s: { ui: { inApp: boolean } }) => s.ui.inApp);
  return <p>{String(ui)}</p>;
}

describe('robustness harness catches what it must', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => spy.mockRestore());

  it('generates every class of bad answer, at least 9 per field', () => {
    const cases = badAnswers('general', good);
    expect(cases.length).toBeGreaterThanOrEqual(3 * 9 + 20);
    expect(cases.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'va missing',
        'va null',
        'va huge text',
        'data array',
        'HTTP 503',
        'reset',
        'time-out',
      ]),
    );
  });

  it('a page that spins forever fails', async () => {
    await expect(runCase(family(<Spinner />), reset!)).rejects.toThrow();
  });

  it('an error screen fails', async () => {
    await expect(runCase(family(<Crash />), reset!)).rejects.toThrow('error screen');
  });

  it('a failure without a message fails', async () => {
    await expect(runCase(family(<SilentFailure />), reset!)).rejects.toThrow('without a message');
  });

  it('a page that renders content passes', async () => {
    await expect(runCase(family(<Fine />), reset!)).resolves.toBe('content');
  });

  it('a real failure state with its text passes', async () => {
    await expect(
      runCase(family(<LoadFailed message="x" onRetry={() => undefined} />), reset!),
    ).resolves.toBe('failure shown');
  });
});
