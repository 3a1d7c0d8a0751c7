import { useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink } from '../../../ui/RouteLink';
import { fixedPaths } from '../../../config/paths';
import { formatServerDate } from '../../../i18n/format';
import { ShowMore, usePaged } from '../../../ui';
import { messages, tabFallback } from '../messages';
import type { ComplaintItem, ComplaintTab } from '../complaintHistorySchema';

/** The detail route of one complaint. */
function detailPath(id: string): string {
  return `${fixedPaths.complaintDetails}?${new URLSearchParams({ problemId: id }).toString()}`;
}

/** One tab's complaints, 50 at a time; an empty tab says so. */
function ComplaintItems({ items }: { items: readonly ComplaintItem[] }) {
  const intl = useIntl();
  const paged = usePaged(items);
  if (items.length === 0) {
    return <p className="ch-empty">{intl.formatMessage(messages.emptyTab)}</p>;
  }
  return (
    <>
      <ul className="ch-items">
        {paged.shown.map((item, index) => (
          // Ids come from the server and may repeat: the position is the key of a list shown as sent.
          <li key={index}>
            <RouteLink className="ch-item" to={detailPath(item.id)}>
              <span className="ch-item-head">
                <span className="ch-item-type">
                  <span className="visually-hidden">{intl.formatMessage(messages.itemType)}: </span>
                  {item.type}
                </span>
                <span className="ch-item-time">
                  <span className="visually-hidden">{intl.formatMessage(messages.itemTime)}: </span>
                  {formatServerDate(item.time)}
                </span>
              </span>
              <span className="ch-item-content">{item.content}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
      <ShowMore shown={paged.shown.length} total={paged.total} onMore={paged.showMore} />
    </>
  );
}

export interface ComplaintTabsProps {
  tabs: readonly ComplaintTab[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The answer's tabs as an accessible tab list: the selected tab is the one tab stop, arrow keys (and Home,
 * End) move to another tab and show it; its panel lists the tab's complaints.
 */
export function ComplaintTabs({ tabs, selected, onSelect }: ComplaintTabsProps) {
  const intl = useIntl();
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = tabs.length;
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  if (count === 0) {
    return <p className="card ch-empty">{intl.formatMessage(messages.emptyTab)}</p>;
  }
  const tab = tabs[selected] ?? tabs[0];

  return (
    <div className="card ch-tabs-card">
      <div className="ch-tabs" role="tablist" aria-label={intl.formatMessage(messages.tabsLabel)}>
        {tabs.map((t, i) => (
          <button
            key={i}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="ch-tab"
            aria-selected={i === selected}
            aria-controls={i === selected ? panelId : undefined}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {t.title.trim() || intl.formatMessage(tabFallback, { index: i + 1 })}
          </button>
        ))}
      </div>
      <div
        className="ch-panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        // The panel is a tab stop only when it has nothing focusable (an empty tab).
        tabIndex={tab.list.length === 0 ? 0 : undefined}
      >
        <ComplaintItems key={selected} items={tab.list} />
      </div>
    </div>
  );
}
