import { defaultBrand } from '../../../src/config/brand';
import { loadDocument } from '../../../src/features/legalDocs/documents/loadDocument';
import type {
  DocBlock,
  DocKind,
  DocLanguage,
  LegalDocument,
} from '../../../src/features/legalDocs/documents/types';

/** The names the documents are written with in these tests: the build-time brand. */
export const brand = {
  appName: defaultBrand.appName,
  companyName: defaultBrand.companyName,
  email: defaultBrand.email,
  servicePhone: defaultBrand.servicePhone,
};

export async function build(kind: DocKind, language: DocLanguage): Promise<LegalDocument> {
  const module = await loadDocument(kind, language);
  return module.default(brand);
}

const textsOf = (block: DocBlock): string[] =>
  block.kind === 'p'
    ? [block.text]
    : block.kind === 'list'
      ? block.items
      : block.items.map((i) => `${i.term} ${i.text}`);

/** Every paragraph, list item and defined term of a document, with its section id. */
export const piecesOf = (doc: LegalDocument) => [
  ...doc.preamble.flatMap(textsOf).map((text) => ({ section: 'preamble', text })),
  ...doc.sections.flatMap((s) =>
    s.blocks.flatMap(textsOf).map((text) => ({ section: s.id, text })),
  ),
];
