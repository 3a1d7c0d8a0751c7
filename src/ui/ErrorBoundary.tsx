import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Called after the boundary resets on Retry. */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** The retry screen shown when a screen throws while rendering. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="page error-screen">
      <h1>
        <FormattedMessage id="ui.errorTitle" defaultMessage="Algo salió mal" />
      </h1>
      <p>
        <FormattedMessage
          id="ui.errorText"
          defaultMessage="Ocurrió un error inesperado. Inténtelo de nuevo."
        />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="ui.retry" defaultMessage="Reintentar" />
      </Button>
    </main>
  );
}

/** Catches render errors below it and shows a localized retry screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    // Only the message: stacks and component trees may carry personal data.
    console.error(error instanceof Error ? error.message : String(error));
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.failed) return <ErrorScreen onRetry={this.retry} />;
    return this.props.children;
  }
}
