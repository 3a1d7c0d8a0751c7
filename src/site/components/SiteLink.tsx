import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useSiteNavigation } from '../siteContext';
import { pathOf, type SiteSection } from '../siteRoutes';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  section: SiteSection;
  /** Marks the link of the section shown (`aria-current="page"`). */
  markCurrent?: boolean;
  children: ReactNode;
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a section: a real address (search engines and a page without JavaScript follow it); a
 * plain click switches the section in place and pushes its path, a modified click opens it as usual.
 */
export function SiteLink({ section, markCurrent, onClick, children, ...rest }: SiteLinkProps) {
  const navigation = useSiteNavigation();
  const current = markCurrent && navigation.section === section;
  return (
    <a
      {...rest}
      href={pathOf(section)}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        navigation.go(section);
      }}
    >
      {children}
    </a>
  );
}
