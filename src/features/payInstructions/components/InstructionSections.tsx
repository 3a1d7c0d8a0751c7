import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardSection, SafeImage, ShowMore, usePaged } from '../../../ui';
import { imageAlt, imageAltUntitled, messages } from '../messages';
import { isValidEmail } from '../payInstructionsApi';
import type { ImageSection, InstructionSection } from '../payInstructionsSchema';

interface PagedListProps<T> {
  items: T[];
  /** The element the shown items stand in (none: they stand in the parent). */
  as?: 'ol' | 'div';
  className?: string;
  /** Draws one shown item (with its key). */
  children: (item: T, index: number) => ReactNode;
}

/** A server list, a page at a time: the shown items, then "show more"; nothing when the list is empty. */
function PagedList<T>({ items, as: List, className, children: draw }: PagedListProps<T>) {
  const paged = usePaged(items);
  if (paged.total === 0) return null;
  const shown = paged.shown.map(draw);
  return (
    <>
      {List ? <List className={className}>{shown}</List> : shown}
      <ShowMore shown={paged.shown.length} total={paged.total} onMore={paged.showMore} />
    </>
  );
}

/** dataList: each section a heading and its ordered steps, a page of sections (and of steps) at a time. */
export function StepSections({ sections }: { sections: InstructionSection[] }) {
  return <PagedList items={sections}>{(s, i) => <StepBlock key={i} section={s} />}</PagedList>;
}

function StepBlock({ section }: { section: InstructionSection }) {
  return (
    <CardSection title={section.title} className="pi-steps" headingClassName="pi-section-title">
      <PagedList items={section.content} as="ol" className="pi-step-list">
        {(step, j) => <li key={j}>{step}</li>}
      </PagedList>
    </CardSection>
  );
}

/** imgList: a page of sections at a time. */
export function ImageSections({ sections }: { sections: ImageSection[] }) {
  return <PagedList items={sections}>{(s, i) => <ImageBlock key={i} section={s} />}</PagedList>;
}

/**
 * One imgList entry: heading, images (through the image check, a page at a time), and the e-mail (a
 * mailto: link only when the address is valid).
 */
function ImageBlock({ section }: { section: ImageSection }) {
  const intl = useIntl();
  return (
    <CardSection title={section.title} className="pi-images" headingClassName="pi-section-title">
      <PagedList items={section.content} as="div" className="pi-image-grid">
        {(src, j) => (
          <SafeImage
            key={`${src}-${j}`}
            className="pi-image"
            src={src}
            alt={
              section.title
                ? intl.formatMessage(imageAlt, { title: section.title, index: j + 1 })
                : intl.formatMessage(imageAltUntitled, { index: j + 1 })
            }
          />
        )}
      </PagedList>
      {section.eMail && (
        <p className="pi-email">
          <span className="pi-email-label">{intl.formatMessage(messages.email)}: </span>
          {isValidEmail(section.eMail) ? (
            <a className="pi-email-link" href={`mailto:${section.eMail}`}>
              {section.eMail}
            </a>
          ) : (
            <span>{section.eMail}</span>
          )}
        </p>
      )}
    </CardSection>
  );
}
