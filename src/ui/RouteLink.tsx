import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouteLinkProps {
  /** An in-app path (with its query), as react-router's `to`. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another in-app route: a real `<a href>` (opens in a new tab, can be copied) whose plain
 * click moves the router without a page load, as react-router's Link does, without Link's
 * prefetching and framework-mode parts (about 1.5 KB gzip of the first load).
 */
export function RouteLink({ to, className, children }: RouteLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a className={className} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
