import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface AppFrameProps {
  /** Page title, shown as the page's only h1. */
  title: string;
  /** When given, a back button is shown in the title bar. */
  onBack?: () => void;
  /** Optional controls at the end of the title bar. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Title bar (back button, h1, actions) and the main landmark of a page. */
export function AppFrame({ title, onBack, actions, children }: AppFrameProps) {
  const intl = useIntl();
  return (
    <div className="app-frame">
      <header className="title-bar">
        {onBack ? (
          <button
            type="button"
            className="title-bar-back"
            aria-label={intl.formatMessage({ id: 'ui.back', defaultMessage: 'Atrás' })}
            onClick={onBack}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : (
          <span className="title-bar-spacer" aria-hidden="true" />
        )}
        <h1 className="title-bar-title">{title}</h1>
        <div className="title-bar-actions">{actions}</div>
      </header>
      <main className="page">{children}</main>
    </div>
  );
}
