import type { MouseEvent, ReactNode } from 'react';
import type { DocBlock, LegalDocument } from '../documents/types';

export interface DocumentViewProps {
  document: LegalDocument;
  /** The level of the document's own title; its contents and sections sit one level below. */
  headingLevel?: 2 | 3;
  /** Whether the document shows its own title (a page whose h1 already says it leaves it out). */
  showTitle?: boolean;
  /** Prefix of the in-page anchors, so two documents on one page never share an id. */
  idPrefix?: string;
}

function Heading({ level, id, children }: { level: number; id?: string; children: ReactNode }) {
  const props = { id, className: `legal-h legal-h${level}`, tabIndex: id ? -1 : undefined };
  if (level <= 2) return <h2 {...props}>{children}</h2>;
  if (level === 3) return <h3 {...props}>{children}</h3>;
  return <h4 {...props}>{children}</h4>;
}

function Block({ block }: { block: DocBlock }) {
  if (block.kind === 'p') return <p>{block.text}</p>;
  if (block.kind === 'list') {
    return (
      <ul className="legal-list">
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="legal-terms">
      {block.items.map((item, i) => (
        <div key={i} className="legal-term">
          <dt>{item.term}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * In-page anchors that work under any router (browser or hash routes): the link keeps its #anchor for
 * reading and copying, the tap scrolls to the heading and moves focus there.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = event.currentTarget.ownerDocument.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}

/** A legal document: title, last update, preamble, table of contents with anchors, and its sections. */
export function DocumentView({
  document: doc,
  headingLevel = 2,
  showTitle = true,
  idPrefix = 'doc',
}: DocumentViewProps) {
  const inner = showTitle ? headingLevel + 1 : headingLevel;
  const anchor = (id: string) => `${idPrefix}-${id}`;
  const contentsId = anchor('contents');
  return (
    <article className="legal-doc" lang={doc.language === 'es' ? 'es-MX' : 'en'}>
      {showTitle ? <Heading level={headingLevel}>{doc.title}</Heading> : null}
      {doc.updated ? <p className="legal-updated">{doc.updated}</p> : null}
      {doc.preamble.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {doc.sections.length > 0 ? (
        <nav className="legal-toc" aria-labelledby={contentsId}>
          <Heading level={inner} id={contentsId}>
            {doc.contentsTitle}
          </Heading>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`} onClick={(e) => jumpTo(e, anchor(section.id))}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {doc.sections.map((section) => (
        <section key={section.id} className="legal-section" aria-labelledby={anchor(section.id)}>
          <Heading level={inner} id={anchor(section.id)}>
            {section.heading}
          </Heading>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          <p className="legal-back">
            <a href={`#${contentsId}`} onClick={(e) => jumpTo(e, contentsId)}>
              {doc.backToContents}
            </a>
          </p>
        </section>
      ))}
    </article>
  );
}
