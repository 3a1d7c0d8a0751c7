import { useIntl } from 'react-intl';
import './LoadingIndicator.css';

export interface LoadingOverlayProps {
  /** Visible text; defaults to the localized "loading". */
  text?: string | null;
}

/** Full-screen indeterminate progress indicator with visible text. */
export function LoadingOverlay({ text }: LoadingOverlayProps) {
  const intl = useIntl();
  const label = text || intl.formatMessage({ id: 'ui.loading', defaultMessage: 'Cargando…' });
  return (
    <div className="loading-overlay">
      <div className="loading-box" role="progressbar" aria-busy="true" aria-label={label}>
        <span className="spinner" aria-hidden="true" />
        <span className="loading-text">{label}</span>
      </div>
    </div>
  );
}

/** Shown while a screen's code chunk loads (and in the fallback page): a spinner and its text, announced politely. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <main className="page page-loading">
      <div role="status" aria-live="polite" className="page-loading-box">
        <span className="spinner" aria-hidden="true" />
        <span className="page-loading-text">
          {intl.formatMessage({ id: 'ui.loading', defaultMessage: 'Cargando…' })}
        </span>
      </div>
    </main>
  );
}
