import type { ReactNode } from 'react';

/** The id of every section's heading: the site moves focus to it after a tab switches the section. */
export const SECTION_TITLE_ID = 'site-title';

/** A section's one h1 (focusable by script, so a screen reader hears where a tab led). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h1 id={SECTION_TITLE_ID} tabIndex={-1} className="site-title">
      {children}
    </h1>
  );
}
