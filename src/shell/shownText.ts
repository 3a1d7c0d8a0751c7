import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ShownMessage } from '../platform/api/types';

/** Defined with the api types (slices and sagas build it there, with failureText); the views show it. */
export type { ShownMessage };

/** Server text as is (rendered as text), otherwise the translated message id; '' for nothing. */
export function useShownText() {
  const intl = useIntl();
  return useCallback(
    (message: ShownMessage | null | undefined): string => {
      if (!message) return '';
      if (message.text) return message.text;
      return message.messageId ? intl.formatMessage({ id: message.messageId }) : '';
    },
    [intl],
  );
}
