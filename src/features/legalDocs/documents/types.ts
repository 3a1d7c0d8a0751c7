/** The languages the legal documents are written in. */
export type DocLanguage = 'es' | 'en';

/** The documents this feature ships. */
export type DocKind = 'privacy' | 'loanTerms';

/** A piece of a section: a paragraph, a bulleted list, or terms with their meaning. */
export type DocBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'terms'; items: { term: string; text: string }[] };

export interface DocSection {
  /** The in-page anchor (unique within the document, ASCII). */
  id: string;
  heading: string;
  blocks: DocBlock[];
}

/** A legal document as structured data: rendered by DocumentView, never as HTML. */
export interface LegalDocument {
  language: DocLanguage;
  title: string;
  /** "Last updated" line. */
  updated: string;
  /** The heading of the table of contents. */
  contentsTitle: string;
  /** The label of the "back to contents" links. */
  backToContents: string;
  preamble: DocBlock[];
  sections: DocSection[];
}

/** The names a document is written with (from the brand configuration). */
export interface DocBrand {
  appName: string;
  companyName: string;
  email: string;
  servicePhone: string;
}

/** One document module: builds the document for the brand. */
export type DocumentModule = { default: (brand: DocBrand) => LegalDocument };
