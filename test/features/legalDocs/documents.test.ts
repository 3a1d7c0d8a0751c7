import { chooseLocale } from '../../../src/i18n/locale';
import {
  loadDocument,
  loanTermsLanguage,
  privacyLanguage,
} from '../../../src/features/legalDocs/documents/loadDocument';
import { parseBlocks } from '../../../src/features/legalDocs/documents/markup';
import type { DocKind, DocLanguage } from '../../../src/features/legalDocs/documents/types';
import { brand, build, piecesOf } from './docText';

const LOAN_TERMS_SECTIONS: [string, RegExp, RegExp][] = [
  ['definitions', /^1\. Definitions$/, /^1\. Definiciones$/],
  ['purpose', /^2\. Purpose/, /^2\. Finalidad/],
  ['amount', /^3\. Loan amount$/, /^3\. Monto del préstamo$/],
  ['term', /^4\. Term$/, /^4\. Plazo$/],
  ['prolongation', /^5\. Prolongation$/, /^5\. Prórroga$/],
  ['interest', /^6\. Interest$/, /^6\. Intereses$/],
  ['late-fees', /^7\. Late fees$/, /^7\. Cargos por pago tardío$/],
  ['release', /^8\. Conditions for release/, /^8\. Condiciones para la entrega/],
  ['repayment', /^9\. Repayment$/, /^9\. Pago$/],
  ['representations', /^10\. Representations/, /^10\. Declaraciones/],
  ['default', /^11\. Events of default$/, /^11\. Incumplimiento$/],
  ['indemnity', /^12\. Indemnity$/, /^12\. Indemnización$/],
  ['disclosure', /^13\. Disclosure/, /^13\. Divulgación/],
  ['set-off', /^14\. Set-off$/, /^14\. Compensación$/],
  ['review', /^15\. Review$/, /^15\. Revisión$/],
  ['notices', /^16\. Notices$/, /^16\. Avisos$/],
  ['assignment', /^17\. Assignment$/, /^17\. Cesión$/],
  ['governing-law', /^18\. Governing law/, /^18\. Ley aplicable/],
];

describe('loan terms: every section spec screen 11 lists', () => {
  it.each(LOAN_TERMS_SECTIONS)('%s, in order, in English and Spanish', async (id, en, es) => {
    const index = LOAN_TERMS_SECTIONS.findIndex(([key]) => key === id);
    for (const [language, heading] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const doc = await build('loanTerms', language);
      expect(doc.sections[index].id).toBe(id);
      expect(doc.sections[index].heading).toMatch(heading);
      expect(doc.sections[index].blocks.length).toBeGreaterThan(0);
    }
  });

  it('has exactly those sections', async () => {
    for (const language of ['en', 'es'] as const) {
      const doc = await build('loanTerms', language);
      expect(doc.sections.map((s) => s.id)).toEqual(LOAN_TERMS_SECTIONS.map(([id]) => id));
    }
  });

  it.each([
    ['en', 'Loan terms and conditions'],
    ['es', 'Términos y condiciones del préstamo'],
  ] as const)('is titled in %s %p', async (language, title) => {
    expect((await build('loanTerms', language)).title).toBe(title);
  });
});

const PRIVACY_SECTIONS = [
  'controller',
  'scope',
  'data',
  'biometrics',
  'primary',
  'secondary',
  'transfers',
  'arco',
  'revocation',
  'limits',
  'cookies',
  'security',
  'changes',
  'contact',
];

describe('privacy notice: a full notice in both languages', () => {
  it.each(['en', 'es'] as const)('%s has every part of a notice', async (language) => {
    const doc = await build('privacy', language);
    expect(doc.sections.map((s) => s.id)).toEqual(PRIVACY_SECTIONS);
    const text = piecesOf(doc)
      .map((p) => p.text)
      .join('\n');
    expect(text).toContain(brand.companyName);
    expect(text).toContain(brand.email);
    expect(text).toMatch(language === 'en' ? /biometric/i : /biométric/i);
  });
});

describe.each<[DocKind, DocLanguage]>([
  ['privacy', 'en'],
  ['privacy', 'es'],
  ['loanTerms', 'en'],
  ['loanTerms', 'es'],
])('%s (%s) as data', (kind, language) => {
  it('is in its language, with unique ASCII anchors, no empty text and the brand names', async () => {
    const doc = await build(kind, language);
    expect(doc.language).toBe(language);
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^[a-z][a-z-]*$/));
    piecesOf(doc).forEach((p) => expect(p.text.trim()).not.toBe(''));
    const text = piecesOf(doc)
      .map((p) => p.text)
      .join('\n');
    expect(text).toContain(brand.appName);
    expect(text).not.toMatch(/\$\{|undefined/);
  });

  it('writes the names it is given', async () => {
    const module = await loadDocument(kind, language);
    const doc = module.default({ ...brand, companyName: 'Prestamos Demo Ltd', email: 'x@demo.in' });
    const text = piecesOf(doc)
      .map((p) => p.text)
      .join('\n');
    expect(text).toContain('Prestamos Demo Ltd');
    expect(text).toContain('x@demo.in');
    expect(text).not.toContain(brand.companyName);
  });
});

describe('which language a document shows', () => {
  it.each([
    ['languageType=1', { languageType: '1' }, 'en'],
    ['languageType=0', { languageType: '0' }, 'es'],
    ['no language type', {}, 'es'],
    ['lang=en', { lang: 'en' }, 'en'],
    ['lang=zh-CN (Chinese shows Spanish)', { lang: 'zh-CN' }, 'es'],
    ['lang=zh-CN with languageType=1', { lang: 'zh-CN', languageType: '1' }, 'es'],
  ])('privacy notice, %s', (_name, params, expected) => {
    expect(privacyLanguage(chooseLocale(params))).toBe(expected);
  });

  it.each([
    ['es-MX', 'es'],
    ['en', 'en'],
    ['zh-CN', 'en'],
  ])('loan terms in %s: %s', (locale, expected) => {
    expect(loanTermsLanguage(locale)).toBe(expected);
  });
});

describe('parseBlocks', () => {
  it('reads paragraphs, grouped list items and defined terms, ignoring blank lines', () => {
    expect(
      parseBlocks(`
        First paragraph.

        - one
        - two
        = Term | its meaning | with a bar
        = Other | more
        Last <b>paragraph</b>.
      `),
    ).toEqual([
      { kind: 'p', text: 'First paragraph.' },
      { kind: 'list', items: ['one', 'two'] },
      {
        kind: 'terms',
        items: [
          { term: 'Term', text: 'its meaning | with a bar' },
          { term: 'Other', text: 'more' },
        ],
      },
      { kind: 'p', text: 'Last <b>paragraph</b>.' },
    ]);
  });
});
