import type { UnknownAction } from '@reduxjs/toolkit';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { LoadedContentProps } from './PageFrame';
import { useShownText, type ShownMessage } from './shownText';

/**
 * A page's load as its slice holds it: its status ('failed' shows the failure; null, a load not yet
 * started for this page, does not) and the server's failure text if it gave one.
 */
export interface PageLoad {
  status: string | null;
  error?: ShownMessage | null;
}

/** The page's own texts: its failure text (when the server gave none) and the skeleton's announced text. */
export interface LoadTexts {
  failure: MessageDescriptor;
  loading?: MessageDescriptor;
}

/**
 * LoadedContent's props for a page's load, the same rule on every page: failed when its status is
 * 'failed', the server's failure text else the page's own, Retry dispatching `retry`.
 */
export function useLoadedContent(
  { status, error }: PageLoad,
  retry: () => UnknownAction,
  texts: LoadTexts,
): Omit<LoadedContentProps, 'children' | 'lines'> {
  const intl = useIntl();
  const shownText = useShownText();
  return {
    failed: status === 'failed',
    failure: shownText(error) || intl.formatMessage(texts.failure),
    retry,
    loading: texts.loading ? intl.formatMessage(texts.loading) : undefined,
  };
}
