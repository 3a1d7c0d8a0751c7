/** The last 4 digits a card value ends in: '1234' at the end, once outer spaces are trimmed. */
const LAST_FOUR = /(\d{4})$/;

/**
 * The last 4 digits of a card value as a server may send it: a full number ('4152313800001234', or the
 * number 4152313800005678), a masked one ('415231******1234', '**** 1234', '•••• 1234') or an opaque
 * token that happens to end in 4 digits. '' when the value does not end in 4 digits (a token such as
 * 'tok_9f8a7b', fewer than 4 digits, nothing at all): digits from the middle of a token are not the
 * card's, so none are taken.
 */
export function cardLast4(value: unknown): string {
  const text =
    typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
      ? String(value).trim()
      : '';
  return LAST_FOUR.exec(text)?.[1] ?? '';
}

/**
 * The one card masker: a card number shown as its last 4 digits only, as PCI DSS allows
 * ('4152313800001234' and '415231******1234' -> '**** 1234'). A value that does not end in 4 digits (a
 * token, fewer than 4 digits, no number at all) gives '****': nothing partial, no token, ever shows.
 */
export function maskCard(value: unknown): string {
  const last4 = cardLast4(value);
  return last4 === '' ? '****' : `**** ${last4}`;
}

/**
 * What a card's number shows beside its bank name: '**** 1234' when it ends in 4 digits; for a value
 * that does not (a token) nothing, the bank name alone naming the card; '****' when there is no name.
 */
export function maskCardBeside(value: unknown, bankName: string): string {
  return cardLast4(value) !== '' || bankName.trim() === '' ? maskCard(value) : '';
}
