import { useMemo } from 'react';
import { useBrand } from '../../config/brandContext';
import { phoneFormatterFor, type Formatter } from './formatters';

/**
 * The borrower's mobile as this deployment writes it: the brand's phone rule (its market's, or
 * config.js `brand.phoneRule`), for every field where a mobile is typed.
 */
export function usePhoneFormatter(): Formatter {
  const { phoneRule } = useBrand();
  return useMemo(() => phoneFormatterFor(phoneRule), [phoneRule]);
}
