/**
 * Masks a bank card number to its last 4 digits: '4152313800001234' -> '**** **** **** 1234'.
 * Non-digits are ignored; fewer than 4 digits (or none) gives an empty string so nothing partial leaks.
 */
export function maskCardNumber(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const digits = String(value).replace(/\D/g, '');
  if (digits.length < 4) return '';
  return `**** **** **** ${digits.slice(-4)}`;
}
