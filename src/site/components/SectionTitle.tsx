import type { ReactNode } from 'react';

/** The id of every section's heading: the site moves focus to it after a tab switches the section. */
export const SECTION_TITLE_ID = 'site-title';

/**
 * A section of the site below its header: its title, then its content; a `document` (a legal text) reads in
 * the document's narrower column.
 */
export function SitePage({
  title,
  document = false,
  children,
}: {
  title: string;
  document?: boolean;
  children?: ReactNode;
}) {
  const content = (
    <>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </>
  );
  return (
    <div className="site-container site-page">
      {document ? <div className="site-document">{content}</div> : content}
    </div>
  );
}

/** A section's one h1 (focusable by script, so a screen reader hears where a tab led). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h1 id={SECTION_TITLE_ID} tabIndex={-1} className="site-title">
      {children}
    </h1>
  );
}
