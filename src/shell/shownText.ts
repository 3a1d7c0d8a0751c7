import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A message to show: server text as is, or a react-intl message id. */
export interface ShownMessage {
  text?: string;
  messageId?: string;
}

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
