import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { CardSection, SafeImage, ShowMore, usePageLimit } from '../../../ui';
import { imageAlt, imageAltUntitled, messages } from '../messages';
import { isValidEmail } from '../payInstructionsApi';
import type { ImageSection, InstructionSection } from '../types';

interface BlockProps<S> {
  section: S;
}

/** A server list of sections, a page of them at a time, each drawn by `Block`. */
function PagedSections<S>({
  sections,
  Block,
}: {
  sections: S[];
  Block: ComponentType<BlockProps<S>>;
}) {
  const [limit, more] = usePageLimit();
  if (sections.length === 0) return null;
  return (
    <>
      {sections.slice(0, limit).map((section, i) => (
        <Block key={i} section={section} />
      ))}
      <ShowMore shown={Math.min(limit, sections.length)} total={sections.length} onMore={more} />
    </>
  );
}

/** dataList: each section a heading and its ordered steps, a page of sections (and of steps) at a time. */
export function StepSections({ sections }: { sections: InstructionSection[] }) {
  return <PagedSections sections={sections} Block={StepBlock} />;
}

function StepBlock({ section }: BlockProps<InstructionSection>) {
  const [limit, more] = usePageLimit();
  const steps = section.content;
  return (
    <CardSection title={section.title} className="pi-steps" headingClassName="pi-section-title">
      {steps.length > 0 && (
        <ol className="pi-step-list">
          {steps.slice(0, limit).map((step, j) => (
            <li key={j}>{step}</li>
          ))}
        </ol>
      )}
      <ShowMore shown={Math.min(limit, steps.length)} total={steps.length} onMore={more} />
    </CardSection>
  );
}

/** imgList: a page of sections at a time. */
export function ImageSections({ sections }: { sections: ImageSection[] }) {
  return <PagedSections sections={sections} Block={ImageBlock} />;
}

/**
 * One imgList entry: heading, images (through the image check, a page at a time), and the e-mail (a
 * mailto: link only when the address is valid).
 */
function ImageBlock({ section }: BlockProps<ImageSection>) {
  const intl = useIntl();
  const [limit, more] = usePageLimit();
  const images = section.content;
  return (
    <CardSection title={section.title} className="pi-images" headingClassName="pi-section-title">
      {images.length > 0 && (
        <div className="pi-image-grid">
          {images.slice(0, limit).map((src, j) => (
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
          ))}
        </div>
      )}
      <ShowMore shown={Math.min(limit, images.length)} total={images.length} onMore={more} />
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
