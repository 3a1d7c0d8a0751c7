import { parseDocument } from '../../../src/features/legalDocs/documents/markdown';
import {
  builtinSource,
  documentSource,
  publishedSlots,
} from '../../../src/features/legalDocs/documents/source';
import { marketProfile } from '../../../src/config/markets';

const FILE = `# Privacy notice

Last updated: 1 December 2026

We take care of your data.
This line joins the paragraph.

## 1. What we collect

- Your **name** and _phone_
- Your address,
  on two lines
1. A numbered item

### A sub-heading

See [our site](https://example.com) and \`code\`.

## 2. <script>alert(1)</script>

<img src=x onerror=alert(1)>
`;

describe('a supplied document as text blocks', () => {
  const doc = parseDocument(FILE, 'en');

  it('takes the title, the last update, the preamble and the sections', () => {
    expect(doc.title).toBe('Privacy notice');
    expect(doc.updated).toBe('Last updated: 1 December 2026');
    expect(doc.preamble).toEqual([
      { kind: 'p', text: 'We take care of your data. This line joins the paragraph.' },
    ]);
    expect(doc.sections.map((s) => [s.id, s.heading])).toEqual([
      ['s1', '1. What we collect'],
      ['s2', '2. <script>alert(1)</script>'],
    ]);
    expect(doc.contentsTitle).toBe('Contents');
    expect(doc.backToContents).toBe('Back to contents');
  });

  it('keeps lists, sub-headings and inline marks as plain text', () => {
    expect(doc.sections[0].blocks).toEqual([
      {
        kind: 'list',
        items: ['Your name and phone', 'Your address, on two lines', 'A numbered item'],
      },
      { kind: 'p', text: 'A sub-heading' },
      { kind: 'p', text: 'See our site (https://example.com) and code.' },
    ]);
  });

  it('leaves HTML as text', () => {
    expect(doc.sections[1].blocks).toEqual([{ kind: 'p', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('reads plain text with no headings as paragraphs, with Spanish labels', () => {
    const plain = parseDocument('Primera línea\r\n\r\nSegunda\r\n', 'es');
    expect(plain.title).toBe('');
    expect(plain.updated).toBe('');
    expect(plain.sections).toEqual([]);
    expect(plain.preamble.map((b) => b.kind === 'p' && b.text)).toEqual([
      'Primera línea',
      'Segunda',
    ]);
    expect(plain.contentsTitle).toBe('Contenido');
  });
});

describe('which document a page shows', () => {
  const MX = marketProfile('MX');
  const IN = marketProfile('IN');

  it.each([
    ['privacy in Mexico', 'privacy', MX, '', { from: 'builtin', kind: 'privacy', language: 'es' }],
    ['loan terms in Mexico', 'loanTerms', MX, '', null],
    ['privacy in India', 'privacy', IN, '', null],
    [
      'loan terms in India',
      'loanTerms',
      IN,
      '',
      { from: 'builtin', kind: 'loanTerms', language: 'es' },
    ],
    [
      'a supplied file first',
      'privacy',
      MX,
      'privacy.es',
      { from: 'file', kind: 'privacy', language: 'es' },
    ],
    [
      'a supplied file in another language',
      'privacy',
      IN,
      'privacy.en',
      { from: 'file', kind: 'privacy', language: 'en' },
    ],
  ] as const)('%s', (_name, kind, market, files, source) => {
    expect(documentSource(kind, 'es', market, files)).toEqual(source);
  });

  it('falls back to the built-in document only where the market publishes it', () => {
    expect(builtinSource('privacy', 'en', MX)).toEqual({
      from: 'builtin',
      kind: 'privacy',
      language: 'en',
    });
    expect(builtinSource('privacy', 'en', IN)).toBeNull();
  });

  it('publishes the market’s slots and the supplied ones', () => {
    expect(publishedSlots(MX, '')).toEqual(['privacy']);
    expect(publishedSlots(IN, '')).toEqual(['loanTerms']);
    expect(publishedSlots(IN, 'privacy.en')).toEqual(['privacy', 'loanTerms']);
  });
});
