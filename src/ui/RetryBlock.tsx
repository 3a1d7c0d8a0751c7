import { useIntl } from 'react-intl';
import { Button } from './Button';

export interface LoadFailedProps {
  /** Server message, shown as text; a localized generic failure otherwise. */
  message?: string | null;
  onRetry: () => void;
}

/** Shown in place of content whose load failed, with a retry button. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <section className="card load-failed">
      <p className="load-failed-text">
        {message ||
          intl.formatMessage({
            id: 'ui.loadFailed',
            defaultMessage: 'No se pudo cargar la información.',
          })}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'ui.retry', defaultMessage: 'Reintentar' })}
      </Button>
    </section>
  );
}
