import { useIntl } from 'react-intl';
import type { PageRef } from '../../tape';
import { messages } from '../messages';

export interface PageMarksProps {
  pages: readonly PageRef[];
  /** Position in `pages` of the page load being replayed. */
  current: number;
}

/**
 * The page loads of a tape that spans several, in order and numbered as the tab loaded them (a tape cut
 * at its byte cap may start at a later one), the one being replayed marked: where the player started
 * again from a page's own state. Nothing for a one-page tape.
 */
export function PageMarks({ pages, current }: PageMarksProps) {
  const intl = useIntl();
  if (pages.length < 2) return null;
  return (
    <ol
      className="tp-pages"
      aria-label={intl.formatMessage(messages.linksHeading)}
      data-testid="tp-pages"
    >
      {pages.map((page, i) => (
        <li
          key={`${page.index}-${i}`}
          className={i === current ? 'tp-page tp-page--current' : 'tp-page'}
          aria-current={i === current ? 'step' : undefined}
        >
          {`${page.index + 1} ${page.path}`}
        </li>
      ))}
    </ol>
  );
}
