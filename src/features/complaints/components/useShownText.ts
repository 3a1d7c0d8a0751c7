import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ShownMessage } from '../types';

/** Server text as is (rendered as text), otherwise the translated message id. */
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
