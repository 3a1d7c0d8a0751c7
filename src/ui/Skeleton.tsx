import { useIntl } from 'react-intl';
import './Skeleton.css';

export interface SkeletonProps {
  /** The visually hidden text screen readers announce; defaults to the localized "loading". */
  label?: string;
  /** Grey lines standing in for the content (2 by default). */
  lines?: number;
}

/**
 * Stands in for a page's content while its load is under way: a card of grey lines, announced
 * politely as busy with a hidden "loading" text. Every page that loads something shows this one.
 */
export function Skeleton({ label, lines = 2 }: SkeletonProps) {
  const intl = useIntl();
  const text = label || intl.formatMessage({ id: 'ui.loading', defaultMessage: 'Cargando…' });
  const count = Math.max(1, Math.floor(lines));
  return (
    <div className="card skeleton" role="status" aria-live="polite" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <span className="skeleton-line" key={i} />
      ))}
      <span className="visually-hidden">{text}</span>
    </div>
  );
}

/**
 * One grey line where a value comes: for a page that shows its static parts (labels, intro) while
 * the values load, inside its own busy region.
 */
export function SkeletonLine() {
  return <span className="skeleton-line" />;
}
