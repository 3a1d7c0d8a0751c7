import { useBrand } from '../../../config/brandContext';
import { aboutContent } from '../documents/about';
import type { DocLanguage } from '../documents/types';
import './legalDocs.css';

export interface AboutTextProps {
  language: DocLanguage;
  /** The level of the welcome heading (2 by default); "what we offer" sits one level below. */
  headingLevel?: 2 | 3;
}

/** The welcome text of "About us": who the company is and what it offers. Needs no store or intl. */
export function AboutText({ language, headingLevel = 2 }: AboutTextProps) {
  const { appName, companyName } = useBrand();
  const text = aboutContent(language, { appName, companyName });
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="about-text" lang={language === 'es' ? 'es-MX' : 'en'}>
      <Title className="about-welcome">{text.welcome}</Title>
      {text.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Sub className="about-offer-title">{text.offerTitle}</Sub>
      <ul className="legal-list">
        {text.offers.map((offer) => (
          <li key={offer}>{offer}</li>
        ))}
      </ul>
      <p>{text.closing}</p>
    </div>
  );
}
