import { useId, type ReactNode } from 'react';

export interface CardSectionProps {
  /** The section's heading (an h2), which names the section; none when empty. */
  title?: ReactNode;
  /** The heading's id (the section's aria-labelledby); a generated one when not given. */
  id?: string;
  /** Extra classes on the card and on its heading. */
  className?: string;
  headingClassName?: string;
  /** `nav` for a card of links; `section` otherwise. */
  as?: 'section' | 'nav';
  children?: ReactNode;
}

/** A card of a page with its h2 heading, named by that heading (`aria-labelledby`) when it has one. */
export function CardSection({
  title,
  id,
  className,
  headingClassName,
  as: Element = 'section',
  children,
}: CardSectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <Element
      className={className ? `card ${className}` : 'card'}
      aria-labelledby={title ? headingId : undefined}
    >
      {title ? (
        <h2 id={headingId} className={headingClassName}>
          {title}
        </h2>
      ) : null}
      {children}
    </Element>
  );
}
