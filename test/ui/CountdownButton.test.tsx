import { screen } from '@testing-library/react';
import { CountdownButton, type CountdownTexts } from '../../src/ui/CountdownButton';
import { renderUi } from './renderUi';

const texts: CountdownTexts = {
  name: (s) => `Resend code in ${s} s`,
  started: (s) => `Code sent. You can resend it in ${s} seconds`,
  remaining: (s) => `You can resend the code in ${s} seconds`,
  over: 'You can resend the code now',
};

function view(counting: boolean, secondsLeft: number, milestones?: readonly number[]) {
  return (
    <CountdownButton
      counting={counting}
      secondsLeft={secondsLeft}
      texts={texts}
      milestones={milestones}
      statusTestId="status"
      disabled={counting}
    >
      {counting ? `${secondsLeft} s` : 'Resend code'}
    </CountdownButton>
  );
}

/**
 * Renders the button and steps it through the given (counting, seconds) states; returns each text the
 * status line was given (any write to it counts, even of the same text).
 */
function run(steps: [boolean, number][], milestones?: readonly number[]) {
  const [first, ...rest] = steps;
  const rendered = renderUi(view(first[0], first[1], milestones));
  const status = screen.getByTestId('status');
  const spoken: string[] = status.textContent ? [status.textContent] : [];
  const watcher = new MutationObserver(() => undefined);
  watcher.observe(status, { childList: true, characterData: true, subtree: true });
  for (const [counting, seconds] of rest) {
    rendered.rerender(view(counting, seconds, milestones));
    if (watcher.takeRecords().length > 0) spoken.push(status.textContent ?? '');
  }
  watcher.disconnect();
  return { spoken, status };
}

describe('CountdownButton', () => {
  it('while counting its name says what it does and when; after, the name is its text', () => {
    const { rerender } = renderUi(view(true, 52));
    const button = screen.getByRole('button', { name: 'Resend code in 52 s' });
    expect(button).toHaveTextContent('52 s');
    expect(button).toBeDisabled();
    rerender(view(false, 0));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBe(button);
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('keeps a given aria-label when not counting', () => {
    renderUi(
      <CountdownButton counting={false} secondsLeft={60} texts={texts} aria-label="Get a code">
        get code
      </CountdownButton>,
    );
    expect(screen.getByRole('button', { name: 'Get a code' })).toBeInTheDocument();
  });

  it('a polite, visually hidden status line beside the button, empty until a countdown starts', () => {
    renderUi(view(false, 60));
    const status = screen.getByTestId('status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveClass('visually-hidden');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('button').closest('[aria-live]')).toBeNull();
  });

  it('speaks at the start, once at 10 s and at the end; not on the other ticks', () => {
    const ticks: [boolean, number][] = [[false, 60]];
    for (let s = 60; s >= 0; s -= 1) ticks.push([true, s]);
    ticks.push([false, 60]);
    const { spoken } = run(ticks);
    expect(spoken).toEqual([
      'Code sent. You can resend it in 60 seconds',
      'You can resend the code in 10 seconds',
      'You can resend the code now',
    ]);
  });

  it('mounted with a countdown running, it speaks its start', () => {
    const { spoken } = run([
      [true, 60],
      [true, 59],
    ]);
    expect(spoken).toEqual(['Code sent. You can resend it in 60 seconds']);
  });

  it('seconds slept through (a phone in the background) cross a milestone: spoken once, with the time left', () => {
    const { spoken } = run([
      [false, 60],
      [true, 60],
      [true, 40],
      [true, 4],
      [true, 3],
      [true, 0],
      [false, 0],
    ]);
    expect(spoken).toEqual([
      'Code sent. You can resend it in 60 seconds',
      'You can resend the code in 4 seconds',
      'You can resend the code now',
    ]);
  });

  it('a milestone already passed at the start is not spoken; none at 0 s', () => {
    const { spoken } = run([
      [false, 60],
      [true, 8],
      [true, 7],
      [true, 0],
      [false, 0],
    ]);
    expect(spoken).toEqual([
      'Code sent. You can resend it in 8 seconds',
      'You can resend the code now',
    ]);
  });

  it('takes its own milestones, and a new countdown speaks them again', () => {
    const steps: [boolean, number][] = [[false, 60]];
    for (let round = 0; round < 2; round += 1) {
      for (let s = 60; s >= 0; s -= 1) steps.push([true, s]);
      steps.push([false, 0]);
    }
    const { spoken } = run(steps, [30, 5]);
    const once = [
      'Code sent. You can resend it in 60 seconds',
      'You can resend the code in 30 seconds',
      'You can resend the code in 5 seconds',
      'You can resend the code now',
    ];
    expect(spoken).toEqual([...once, ...once]);
  });
});
