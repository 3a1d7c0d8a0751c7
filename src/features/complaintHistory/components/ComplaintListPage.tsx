import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, usePullToRefresh } from '../../../ui';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import {
  complaintHistoryActions as actions,
  selectComplaintList,
  selectShownTab,
  type RefreshPhase,
} from '../complaintHistorySlice';
import { messages } from '../messages';
import { ComplaintTabs } from './ComplaintTabs';
import './complaintHistory.css';
import { useQueryParams } from '../../../ui/useQueryParams';

const refreshText = {
  idle: null,
  refreshing: messages.refreshing,
  updated: messages.refreshed,
  failed: messages.refreshFailed,
} as const satisfies Record<RefreshPhase, unknown>;

/** Spec section 2, screen 3 (/complaintList): the user's complaints in tabs; tap one for its detail. */
export default function ComplaintListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useQueryParams();
  // The tab of the URL at opening (a reload keeps it); later changes of `tab` are this page's own.
  const [openingTab] = useState(() => params.get('tab'));
  const { status, tabs, error, refresh } = useAppSelector(selectComplaintList);
  const shownTab = useAppSelector(selectShownTab);
  const load = useLoadedContent({ status, error }, actions.listRetryRequested, {
    failure: messages.listLoadFailed,
    loading: messages.listLoading,
  });

  usePageLifecycle(() => actions.listOpened({ tab: openingTab }), null, [openingTab]);

  const onRefresh = useCallback(() => dispatch(actions.refreshRequested()), [dispatch]);
  const pull = usePullToRefresh(onRefresh);
  const loaded = status === 'succeeded' && tabs !== null;
  const live = refreshText[refresh];

  return (
    <PageFrame title={intl.formatMessage(messages.listTitle)}>
      <div className="ch-pull" {...pull.handlers} data-testid="ch-pull">
        <div
          className="ch-pull-indicator"
          style={{ height: pull.pull > 0 ? `${pull.pull}px` : undefined }}
          aria-hidden="true"
        >
          {pull.armed ? intl.formatMessage(messages.releaseToRefresh) : null}
        </div>
        <div className="ch-toolbar">
          <p className="ch-refresh-status" role="status" aria-live="polite">
            {live ? intl.formatMessage(live) : ''}
          </p>
          {/* Never disabled (a focused button would drop the focus): a second tap restarts the load. */}
          <Button variant="secondary" className="ch-refresh-button" onClick={onRefresh}>
            {intl.formatMessage(messages.refresh)}
          </Button>
        </div>
        <LoadedContent {...load} lines={4}>
          {loaded ? (
            <ComplaintTabs
              tabs={tabs}
              selected={shownTab}
              onSelect={(index) =>
                dispatch(actions.tabSelected({ index, query: params.toString() }))
              }
            />
          ) : null}
        </LoadedContent>
      </div>
    </PageFrame>
  );
}
