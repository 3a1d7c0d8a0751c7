import {
  bindCardFormSchema,
  bindCardNewSchema,
  cardInitSchema,
  luhnValid,
} from '../../../src/features/bankCard/bankCardSchema';
import { validateData } from '../../../src/platform/api/schema';
import { validateValues } from '../../../src/ui/form';
import { esMX, en, zhCN } from '../../support/appCatalogs';
import { BAD_CHECK_DIGIT, MASTERCARD, VISA, banks, boundAnswer, init } from './fixtures';

describe('card-init schema', () => {
  it('keeps banks, the holder name and the cards; display fields normalized', async () => {
    const checked = await validateData(cardInitSchema, {
      banks: [{ bankCode: 12, bankName: 7, logo: null, extra: 'x' }],
      holderName: '  Ana Ruiz  ',
      cards: [{ id: 301, bankName: null, cardNo: 1234 }],
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        banks: [{ bankCode: '12', bankName: '7', logo: '' }],
        holderName: 'Ana Ruiz',
        cards: [{ id: '301', bankName: '', cardNo: '1234' }],
      },
    });
  });

  it('empty lists are "no banks" and "no cards"; a missing holder name is empty', async () => {
    expect(await validateData(cardInitSchema, { banks: [], cards: [] })).toEqual({
      ok: true,
      value: { banks: [], holderName: '', cards: [] },
    });
  });

  it.each([
    ['no banks list', { cards: [] }],
    ['no cards list', { banks: [] }],
    ['neither list', {}],
    ['banks null', init({ banks: null })],
    ['cards null', init({ cards: null })],
    ['banks as text', init({ banks: 'BBVA,Banorte' })],
    ['banks as one object', init({ banks: banks[0] })],
    ['cards as a number', init({ cards: 2 })],
    ['cards as an object', init({ cards: { id: '301' } })],
    ['a bank that is text', init({ banks: [banks[0], 'Banorte'] })],
    ['a bank that is null', init({ banks: [null, banks[0]] })],
    ['a card that is text', init({ cards: ['**** 1234'] })],
    ['a card that is a list', init({ cards: [[{ id: '301' }]] })],
  ])('refuses a malformed list the page needs: %s', async (_name, data) => {
    expect(await validateData(cardInitSchema, data)).toMatchObject({ ok: false });
  });

  it.each([
    ['a bank without code', init({ banks: [{ bankName: 'X', logo: '' }] })],
    ['a bank code that is blank', init({ banks: [{ bankCode: '  ', bankName: 'X' }] })],
    ['a bank code that is an object', init({ banks: [{ bankCode: {}, bankName: 'X' }] })],
    ['two banks with one code', init({ banks: [banks[0], { ...banks[1], bankCode: 'BBVA' }] })],
    ['a card without id', init({ cards: [{ bankName: 'BBVA', cardNo: '**** 1234' }] })],
    ['data null', null],
    ['data a list', [init()]],
    ['data text', 'ok'],
  ])('refuses %s', async (_name, data) => {
    expect(await validateData(cardInitSchema, data)).toMatchObject({ ok: false });
  });
});

describe('bind-card-new schema', () => {
  it('keeps the card id exactly, the bank and the masked number as text', async () => {
    expect(await validateData(bindCardNewSchema, boundAnswer({ cardId: 303 }))).toEqual({
      ok: true,
      value: { cardId: '303', bankName: 'Banorte', cardNo: '**** **** **** 1111' },
    });
  });

  it.each([
    ['no card id', boundAnswer({ cardId: undefined })],
    ['a blank card id', boundAnswer({ cardId: ' ' })],
    ['a card id that is a list', boundAnswer({ cardId: ['303'] })],
    ['data null', null],
    ['data text', 'bound'],
  ])('refuses %s', async (_name, data) => {
    expect(await validateData(bindCardNewSchema, data)).toMatchObject({ ok: false });
  });
});

describe('Luhn check', () => {
  it.each([
    [VISA, true],
    [MASTERCARD, true],
    ['4000056655665556', true],
    ['5105105105105100', true],
    ['4152310000071234', true],
    ['79927398713', true],
    ['0000000000000000', true],
    [BAD_CHECK_DIGIT, false],
    ['5555555555554440', false],
    ['4111111111111121', false],
    ['79927398710', false],
    ['', false],
    ['4111 1111 1111 1111', false],
    ['411111111111111a', false],
  ])('%p -> %p', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

const CATALOGS = { 'es-MX': esMX, en, 'zh-CN': zhCN };

const valid = { bankCode: 'BBVA', cardNo: VISA, holderName: 'María López' };

/** The first message the form shows per field for these values (empty inputs count as missing). */
function errorsFor(values: Partial<typeof valid>) {
  const result = validateValues(bindCardFormSchema, { ...valid, ...values });
  return result.ok ? {} : result.errors;
}

describe('binding form rules (each message is the one the field shows)', () => {
  it('takes a complete form: trimmed name, single inner spaces, digits as typed', () => {
    expect(
      validateValues(bindCardFormSchema, { ...valid, holderName: '  María   del  Carmen ' }),
    ).toEqual({
      ok: true,
      value: { bankCode: 'BBVA', cardNo: VISA, holderName: 'María del Carmen' },
    });
  });

  it.each([
    ['bank missing', { bankCode: '' }, { bankCode: 'bankCard.bankRequired' }],
    ['bank blank', { bankCode: '   ' }, { bankCode: 'bankCard.bankRequired' }],
    ['card missing', { cardNo: '' }, { cardNo: 'bankCard.cardRequired' }],
    [
      'card grouped with spaces',
      { cardNo: '4111 1111 1111 1111' },
      { cardNo: 'bankCard.cardDigits' },
    ],
    ['card with letters', { cardNo: '411111111111111a' }, { cardNo: 'bankCard.cardDigits' }],
    ['card of 15 digits', { cardNo: '411111111111111' }, { cardNo: 'bankCard.cardLength' }],
    ['card of 4 digits', { cardNo: '4111' }, { cardNo: 'bankCard.cardLength' }],
    ['card of 17 digits', { cardNo: `${VISA}1` }, { cardNo: 'bankCard.cardLength' }],
    [
      'card of 19 digits (Luhn-valid)',
      { cardNo: '4111111111111111003' },
      { cardNo: 'bankCard.cardLength' },
    ],
    ['card failing Luhn', { cardNo: BAD_CHECK_DIGIT }, { cardNo: 'bankCard.cardLuhn' }],
    ['holder missing', { holderName: '' }, { holderName: 'bankCard.holderRequired' }],
    ['holder only spaces', { holderName: '    ' }, { holderName: 'bankCard.holderRequired' }],
    ['holder with digits', { holderName: 'Ana 2' }, { holderName: 'bankCard.holderLetters' }],
    ['holder with a hyphen', { holderName: 'Ana-Luz' }, { holderName: 'bankCard.holderLetters' }],
    ['holder with a dot', { holderName: 'J. Pérez' }, { holderName: 'bankCard.holderLetters' }],
    ['holder with markup', { holderName: '<b>Ana</b>' }, { holderName: 'bankCard.holderLetters' }],
    [
      'holder of 61 letters',
      { holderName: 'A'.repeat(61) },
      { holderName: 'bankCard.holderTooLong' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(errorsFor(values)).toEqual(expected);
  });

  it.each([
    ['accents and ñ', 'José Ñúñez Peña'],
    ['60 letters', 'A'.repeat(60)],
    ['Chinese', '王小明'],
    ['one word', 'Madonna'],
  ])('takes a holder name with %s', (_name, holderName) => {
    expect(errorsFor({ holderName })).toEqual({});
  });

  it('shows every field error at once', () => {
    expect(errorsFor({ bankCode: '', cardNo: '4111', holderName: '' })).toEqual({
      bankCode: 'bankCard.bankRequired',
      cardNo: 'bankCard.cardLength',
      holderName: 'bankCard.holderRequired',
    });
  });

  it.each([
    ['es-MX', 'bankCard.cardLength', 'El número de tarjeta debe tener 16 dígitos'],
    ['es-MX', 'bankCard.cardLuhn', 'El número de tarjeta no es válido, revíselo'],
    ['es-MX', 'bankCard.bankRequired', 'Seleccione su banco'],
    ['en', 'bankCard.cardLength', 'The card number must have 16 digits'],
    ['en', 'bankCard.holderLetters', 'The name may contain only letters and spaces'],
    ['zh-CN', 'bankCard.cardLuhn', '卡号无效，请检查'],
  ] as const)('%s: %s is %p', (locale, id, text) => {
    expect(CATALOGS[locale][id]).toBe(text);
  });
});
