import type { DocBlock, DocLanguage, DocSection, LegalDocument } from './types';

/** The labels a supplied document is shown with, in its own language (as the built-in ones carry). */
const LABELS: Record<DocLanguage, { contents: string; back: string }> = {
  es: { contents: 'Contenido', back: 'Volver al contenido' },
  en: { contents: 'Contents', back: 'Back to contents' },
};

/** A line's inline Markdown as plain text: emphasis and code marks dropped, a link as its text and address. */
function plain(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, (_m, text: string, url: string) =>
      text && url ? `${text} (${url})` : text || url,
    )
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;

/**
 * A deployment's legal document (plain text or Markdown) as text blocks, never as HTML: the first
 * `# ` heading is the title, each `## ` heading starts a section, `- `, `* ` or `1. ` lines are list
 * items, and other lines joined up to a blank line are paragraphs (deeper headings too). Anything that
 * looks like HTML stays text. `updated` is the first paragraph that starts the document after the
 * title when the file says so (e.g. 'Last updated: …'), otherwise empty.
 */
export function parseDocument(text: string, language: DocLanguage): LegalDocument {
  const doc: LegalDocument = {
    language,
    title: '',
    updated: '',
    contentsTitle: LABELS[language].contents,
    backToContents: LABELS[language].back,
    preamble: [],
    sections: [],
  };
  let blocks: DocBlock[] = doc.preamble;
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const heading = HEADING.exec(raw);
    const item = ITEM.exec(raw);
    if (raw.trim() === '') {
      flush();
    } else if (heading && heading[1].length === 1 && !doc.title && doc.sections.length === 0) {
      flush();
      doc.title = plain(heading[2]);
    } else if (heading && heading[1].length <= 2) {
      flush();
      const section: DocSection = {
        id: `s${doc.sections.length + 1}`,
        heading: plain(heading[2]),
        blocks: [],
      };
      doc.sections.push(section);
      blocks = section.blocks;
    } else if (heading) {
      flush();
      blocks.push({ kind: 'p', text: plain(heading[2]) });
    } else if (item) {
      if (paragraph.length > 0) flush();
      list = [...(list ?? []), plain(item[1])];
    } else if (list && /^\s+\S/.test(raw)) {
      list[list.length - 1] = `${list[list.length - 1]} ${plain(raw)}`;
    } else {
      if (list) flush();
      paragraph.push(plain(raw));
    }
  }
  flush();
  const [first] = doc.preamble;
  if (first?.kind === 'p' && /^(last updated|última actualización|actualizado)/i.test(first.text)) {
    doc.updated = first.text;
    doc.preamble.shift();
  }
  return doc;
}
