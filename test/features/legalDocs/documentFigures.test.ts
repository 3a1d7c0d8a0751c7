import type { DocKind, DocLanguage } from '../../../src/features/legalDocs/documents/types';
import { build, piecesOf } from './docText';

/**
 * Each figure of spec section 9, per language: the exact phrase, the section it belongs to and a word
 * of its context that must sit in the same paragraph or item, so a figure moved to the wrong rule fails.
 */
type Figure = [string, DocLanguage, string, string, RegExp];

const privacyFigures: Figure[] = [
  ['face data deleted within 30 days', 'en', 'biometrics', 'within 30 days', /face/i],
  ['face data deleted within 30 days', 'es', 'biometrics', 'dentro de los 30 días', /rostro/i],
  ['rights requests answered within 20 days', 'en', 'arco', 'within 20 days', /answer/i],
  [
    'rights requests answered within 20 days',
    'es',
    'arco',
    'un plazo máximo de 20 días',
    /respuesta/i,
  ],
  ['effect within 15 working days', 'en', 'arco', 'within 15 working days', /effect/i],
  ['effect within 15 working days', 'es', 'arco', 'dentro de los 15 días hábiles', /efectiva/i],
  ['5-day window to ask for corrections', 'en', 'arco', 'within 5 days', /correct/i],
  ['5-day window to ask for corrections', 'es', 'arco', 'dentro de los 5 días', /corrijas/i],
  ['10 working days to answer', 'en', 'arco', '10 working days', /answer/i],
  ['10 working days to answer', 'es', 'arco', '10 días hábiles', /responder/i],
  ['loans for Mexican users only', 'en', 'preamble', 'Loans are for Mexican users only', /./],
  ['loans for Mexican users only', 'en', 'scope', 'Loans are for Mexican users only', /./],
  [
    'loans for Mexican users only',
    'es',
    'preamble',
    'Los préstamos son exclusivamente para usuarios mexicanos',
    /./,
  ],
  [
    'loans for Mexican users only',
    'es',
    'scope',
    'Los préstamos son exclusivamente para usuarios mexicanos',
    /./,
  ],
];

const loanTermsFigures: Figure[] = [
  ['term 91 to 365 days', 'en', 'term', '91 to 365 days', /calendar/i],
  ['term 91 to 365 days', 'es', 'term', 'de 91 a 365 días', /naturales/i],
  ['decision within 1 day', 'en', 'amount', 'decides on a complete application within 1 day', /./],
  [
    'decision within 1 day',
    'es',
    'amount',
    'resuelve una solicitud completa en un plazo de 1 día',
    /./,
  ],
  ['funds in 1 to 3 days', 'en', 'release', 'within 1 to 3 days', /credited/i],
  ['funds in 1 to 3 days', 'es', 'release', 'en un plazo de 1 a 3 días', /acreditan/i],
  ['penalty Rs.1,000 new clients', 'en', 'late-fees', 'Rs.1,000 for new clients', /./],
  ['penalty Rs.1,000 new clients', 'es', 'late-fees', 'Rs.1,000 para clientes nuevos', /./],
  ['penalty Rs.800 repeat clients', 'en', 'late-fees', 'Rs.800 for repeat clients', /./],
  ['penalty Rs.800 repeat clients', 'es', 'late-fees', 'Rs.800 para clientes recurrentes', /./],
  ['5% a day, days 1-30', 'en', 'interest', '5% per day for days 1 to 30', /./],
  ['5% a day, days 1-30', 'es', 'interest', '5% diario del día 1 al 30', /./],
  ['4% a day, days 31-90', 'en', 'interest', '4% per day for days 31 to 90', /./],
  ['4% a day, days 31-90', 'es', 'interest', '4% diario del día 31 al 90', /./],
  ['2% a day from day 91', 'en', 'interest', '2% per day from day 91', /./],
  ['2% a day from day 91', 'es', 'interest', '2% diario a partir del día 91', /./],
  ['prepayment after half the term', 'en', 'repayment', 'only after half of the Term', /prepay/i],
  ['prepayment after half the term', 'es', 'repayment', 'la mitad del plazo', /anticipado/i],
  [
    'prepayment 7 days after disbursal',
    'en',
    'repayment',
    'at least 7 days after disbursal',
    /prepay/i,
  ],
  [
    'prepayment 7 days after disbursal',
    'es',
    'repayment',
    'al menos 7 días después del desembolso',
    /anticipado/i,
  ],
  [
    'changes reported within 3 days',
    'en',
    'representations',
    'within 3 days',
    /name, date of birth or address/,
  ],
  [
    'changes reported within 3 days',
    'es',
    'representations',
    'dentro de los 3 días',
    /nombre, fecha de nacimiento o domicilio/,
  ],
  ['assignment notice 7 business days', 'en', 'assignment', "7 business days' notice", /assign/i],
  ['assignment notice 7 business days', 'es', 'assignment', '7 días hábiles', /cesión/i],
  ['judgment payable within 10 days', 'en', 'default', 'within 10 days', /judgment/i],
  ['judgment payable within 10 days', 'es', 'default', 'dentro de los 10 días', /sentencia/i],
  [
    'adult Indian nationals over 18',
    'en',
    'preamble',
    'Indian nationals over 18 years of age',
    /India deployment/,
  ],
  [
    'adult Indian nationals over 18',
    'es',
    'preamble',
    'nacionalidad india mayores de 18 años',
    /despliegue de Cuota en la India/,
  ],
];

describe.each<[DocKind, Figure[]]>([
  ['privacy', privacyFigures],
  ['loanTerms', loanTermsFigures],
])('%s: the figures of spec section 9', (kind, figures) => {
  it.each(figures)('%s (%s)', async (_name, language, sectionId, phrase, context) => {
    const pieces = piecesOf(await build(kind, language)).filter((p) => p.section === sectionId);
    const holding = pieces.filter((p) => p.text.includes(phrase));
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.some((p) => context.test(p.text))).toBe(true);
  });
});
