import { SEEDED_CARD_NUMBERS } from '../../server/features/bankCard/seed';
import { INDIA } from '../../server/marketSeed';

/** The keys that hold a card number in the API (the QA tapes' redaction names the same ones). */
const CARD_KEY = /^(card_?no|bank_?no|card_?number)$/i;
/** The most digits a masked number may show: the first 6 and the last 4 (PCI DSS). */
const MASKED_DIGITS_MAX = 10;

/**
 * The only full card numbers the demo knows: its seeded bound cards' (kept server-side, only to refuse
 * binding one again). None of them may reach an answer.
 */
const SERVER_SIDE_NUMBERS: readonly string[] = [
  ...Object.values(SEEDED_CARD_NUMBERS),
  ...INDIA.cards.map((card) => card.boundNo),
];

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * What in an answer's data shows a card number in full: a card field (cardNo, bankNo, ...) with more
 * digits than a masked number shows or a run of 12 digits or more, and any of the server-side numbers
 * anywhere in its text. [] when none.
 */
export function fullCardNumbersIn(data: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (typeof value === 'object' && value !== null)
      Object.entries(value).forEach(([k, v]) => walk(v, k));
    else if ((typeof value === 'string' || typeof value === 'number') && CARD_KEY.test(key)) {
      const text = String(value);
      if (digitCount(text) > MASKED_DIGITS_MAX || /\d{12,}/.test(text)) found.push(text);
    }
  };
  walk(data, '');
  const text = JSON.stringify(data) ?? '';
  return [...found, ...SERVER_SIDE_NUMBERS.filter((number) => text.includes(number))];
}
