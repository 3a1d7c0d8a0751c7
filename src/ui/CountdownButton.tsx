import { useEffect, useMemo, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, type ButtonProps } from './Button';

/** What a countdown button says to a screen reader; the page formats them in its own texts. */
export interface CountdownTexts {
  /** The button's accessible name while counting: what it does and when ('Resend code in 52 s'). */
  name: (seconds: number) => string;
  /** Spoken once when a countdown starts ('Code sent. You can resend it in 60 seconds'). */
  started: (seconds: number) => string;
  /** Spoken once at each milestone ('You can resend the code in 10 seconds'). */
  remaining: (seconds: number) => string;
  /** Spoken when the countdown ended and the action is back ('You can resend the code now'). */
  over: string;
}

/** A page's countdown texts as message descriptors (`seconds` their one value). */
export interface CountdownMessages {
  name: MessageDescriptor;
  started: MessageDescriptor;
  remaining: MessageDescriptor;
  over: MessageDescriptor;
}

/** The countdown texts formatted in the page's locale. */
export function useCountdownTexts(m: CountdownMessages): CountdownTexts {
  const intl = useIntl();
  return useMemo(
    () => ({
      name: (seconds) => intl.formatMessage(m.name, { seconds }),
      started: (seconds) => intl.formatMessage(m.started, { seconds }),
      remaining: (seconds) => intl.formatMessage(m.remaining, { seconds }),
      over: intl.formatMessage(m.over),
    }),
    [intl, m],
  );
}

export interface CountdownButtonProps extends ButtonProps {
  /** The countdown runs: the button's name says what it will do and in how many seconds. */
  counting: boolean;
  /** The seconds left (the visible text, given as children, shows them the page's way). */
  secondsLeft: number;
  texts: CountdownTexts;
  /** Seconds left at which the status line speaks once per countdown (default: 10). */
  milestones?: readonly number[];
  /** A test id for the status line. */
  statusTestId?: string;
}

const DEFAULT_MILESTONES: readonly number[] = [10];

/**
 * The polite status line of a countdown: it speaks when the countdown starts, at the milestones and
 * when it ends, never on an ordinary tick. The text is written into the (always mounted, first empty)
 * live region after render, so a region that mounts with a running countdown is still announced.
 * Returns the ref for the region's element.
 */
function useCountdownStatus(
  counting: boolean,
  secondsLeft: number,
  texts: CountdownTexts,
  milestones: readonly number[] = DEFAULT_MILESTONES,
) {
  const region = useRef<HTMLSpanElement>(null);
  const seen = useRef<{ counting: boolean; spoken: readonly number[] }>({
    counting: false,
    spoken: [],
  });
  useEffect(() => {
    const last = seen.current;
    let text: string | null = null;
    if (counting && !last.counting) {
      // Milestones already passed when it starts (a late start) are not spoken.
      last.spoken = milestones.filter((m) => m >= secondsLeft);
      text = texts.started(secondsLeft);
    } else if (!counting && last.counting) {
      text = texts.over;
    } else if (counting && secondsLeft > 0) {
      const due = milestones.filter((m) => secondsLeft <= m && !last.spoken.includes(m));
      if (due.length > 0) {
        last.spoken = [...last.spoken, ...due];
        text = texts.remaining(secondsLeft);
      }
    }
    last.counting = counting;
    if (text !== null && region.current) region.current.textContent = text;
  }, [counting, secondsLeft, texts, milestones]);
  return region;
}

/**
 * A button that blocks or changes its action while a countdown runs (an SMS code's resend). While
 * counting, its accessible name says what it does and when ('Resend code in 52 s'), whatever short
 * text it shows; a visually hidden polite status line beside it (not around it, so the ticking name
 * is never re-read) speaks at the start, at a few milestones and at the end only.
 */
export function CountdownButton({
  counting,
  secondsLeft,
  texts,
  milestones,
  statusTestId,
  children,
  ...rest
}: CountdownButtonProps) {
  const status = useCountdownStatus(counting, secondsLeft, texts, milestones);
  return (
    <>
      <Button {...rest} aria-label={counting ? texts.name(secondsLeft) : rest['aria-label']}>
        {children}
      </Button>
      <span
        ref={status}
        className="visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid={statusTestId}
      />
    </>
  );
}
