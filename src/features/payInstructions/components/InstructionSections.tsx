import { useIntl } from 'react-intl';
import { SafeImage } from '../../../ui';
import { imageAlt, imageAltUntitled, messages } from '../messages';
import { isValidEmail } from '../payInstructionsApi';
import type { ImageSection, InstructionSection } from '../types';
import { ShowMore, usePageLimit } from '../../../ui';

/** dataList: each section a heading and its ordered steps, a page of sections (and of steps) at a time. */
export function StepSections({ sections }: { sections: InstructionSection[] }) {
  const [limit, more] = usePageLimit();
  if (sections.length === 0) return null;
  return (
    <>
      {sections.slice(0, limit).map((section, i) => (
        <StepBlock key={`steps-${i}`} section={section} index={i} />
      ))}
      <ShowMore shown={Math.min(limit, sections.length)} total={sections.length} onMore={more} />
    </>
  );
}

function StepBlock({ section, index }: { section: InstructionSection; index: number }) {
  const [limit, more] = usePageLimit();
  const headingId = `pi-steps-${index}`;
  const steps = section.content;
  return (
    <section className="card pi-steps" aria-labelledby={section.title ? headingId : undefined}>
      {section.title && (
        <h2 id={headingId} className="pi-section-title">
          {section.title}
        </h2>
      )}
      {steps.length > 0 && (
        <ol className="pi-step-list">
          {steps.slice(0, limit).map((step, j) => (
            <li key={j}>{step}</li>
          ))}
        </ol>
      )}
      <ShowMore shown={Math.min(limit, steps.length)} total={steps.length} onMore={more} />
    </section>
  );
}

/** imgList: a page of sections at a time. */
export function ImageSections({ sections }: { sections: ImageSection[] }) {
  const [limit, more] = usePageLimit();
  if (sections.length === 0) return null;
  return (
    <>
      {sections.slice(0, limit).map((section, i) => (
        <ImageBlock key={`images-${i}`} section={section} index={i} />
      ))}
      <ShowMore shown={Math.min(limit, sections.length)} total={sections.length} onMore={more} />
    </>
  );
}

/**
 * One imgList entry: heading, images (through the image check, a page at a time), and the e-mail (a
 * mailto: link only when the address is valid).
 */
function ImageBlock({ section, index }: { section: ImageSection; index: number }) {
  const intl = useIntl();
  const [limit, more] = usePageLimit();
  const headingId = `pi-images-${index}`;
  const images = section.content;
  return (
    <section className="card pi-images" aria-labelledby={section.title ? headingId : undefined}>
      {section.title && (
        <h2 id={headingId} className="pi-section-title">
          {section.title}
        </h2>
      )}
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
    </section>
  );
}
