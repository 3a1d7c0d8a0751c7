import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * How many items of a server list render at first and per "show more" tap: a list of thousands (a hostile
 * or broken answer) renders in milliseconds, and a real one (a handful of channels or rows) shows whole.
 */
export const LIST_PAGE_SIZE = 50;

/** The number of items to render, growing by a page per call of `more`. */
export function usePageLimit(pageSize = LIST_PAGE_SIZE): [number, () => void] {
  const [limit, setLimit] = useState(pageSize);
  const more = useCallback(() => setLimit((current) => current + pageSize), [pageSize]);
  return [limit, more];
}

/** The first page(s) of a server list, and how to show the next page. */
export function usePaged<T>(items: readonly T[], pageSize = LIST_PAGE_SIZE) {
  const [limit, more] = usePageLimit(pageSize);
  return { shown: items.slice(0, limit), total: items.length, showMore: more };
}

export interface ShowMoreProps {
  shown: number;
  total: number;
  onMore: () => void;
}

/** The localized "show more" button (44 px target) under a list; nothing when the list shows whole. */
export function ShowMore({ shown, total, onMore }: ShowMoreProps) {
  const intl = useIntl();
  if (shown >= total) return null;
  return (
    <button type="button" className="button button-secondary show-more" onClick={onMore}>
      {intl.formatMessage(
        { id: 'ui.showMore', defaultMessage: 'Mostrar más ({shown} de {total})' },
        { shown, total },
      )}
    </button>
  );
}
