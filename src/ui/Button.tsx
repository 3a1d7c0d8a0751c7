import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';

type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows a spinner: a double tap sends one request. */
  busy?: boolean;
  type?: 'button' | 'submit' | 'reset';
  children?: ReactNode;
}

/** A button with a 44 px touch target and a busy state. */
export function Button({
  variant = 'primary',
  busy = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  const classes = ['button', `button-${variant}`, busy ? 'is-busy' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'ui.busy', defaultMessage: 'Procesando…' })}
          </span>
        </>
      ) : null}
      {children}
    </button>
  );
}
