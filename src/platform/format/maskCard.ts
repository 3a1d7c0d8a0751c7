/**
 * The one card masker: a card number shown as its last 4 digits only, as PCI DSS allows
 * ('4152313800001234' -> '**** 1234'). Anything but digits is ignored; fewer than 4 digits (or none,
 * or no number at all) gives '****', so nothing partial ever shows.
 */
export function maskCard(value: unknown): string {
  const digits =
    typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
  return digits.length < 4 ? '****' : `**** ${digits.slice(-4)}`;
}
