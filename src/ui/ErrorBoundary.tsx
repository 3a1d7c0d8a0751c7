import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppFrame } from './AppFrame';
import { Button } from './Button';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Called after the boundary resets on Retry. */
  onRetry?: () => void;
  /** The title bar's back (closes the web view in the app, history back outside it). */
  onBack?: () => void;
  /** Reloads the page; used when the screen's code itself failed to load. */
  reload?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
  /** The screen's code (a lazy chunk) failed to load: only a reload fetches it again. */
  chunk: boolean;
}

/** The retry screen shown when a screen throws while rendering: title bar with back, text and Retry. */
function ErrorScreen({ onRetry, onBack }: { onRetry: () => void; onBack?: () => void }) {
  const intl = useIntl();
  return (
    <AppFrame
      title={intl.formatMessage({ id: 'ui.errorTitle', defaultMessage: 'Algo salió mal' })}
      onBack={onBack}
    >
      <section className="card error-screen">
        <p>
          <FormattedMessage
            id="ui.errorText"
            defaultMessage="Ocurrió un error inesperado. Inténtelo de nuevo."
          />
        </p>
        <Button onClick={onRetry}>
          <FormattedMessage id="ui.retry" defaultMessage="Reintentar" />
        </Button>
      </section>
    </AppFrame>
  );
}

const isChunkError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(error.message));

/** Catches render errors below it and shows a localized retry screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, chunk: isChunkError(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    // Only the message: stacks and component trees may carry personal data.
    console.error(error instanceof Error ? error.message : String(error));
  }

  /** Retry re-mounts the screen, whose page-opened action loads its data again. */
  private readonly retry = () => {
    if (this.state.chunk) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    this.setState({ failed: false, chunk: false });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.failed) return <ErrorScreen onRetry={this.retry} onBack={this.props.onBack} />;
    return this.props.children;
  }
}
