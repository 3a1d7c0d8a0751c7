import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, type MoneyFormat } from '../i18n/format';
import { useBrand } from './brandContext';

/**
 * How this page writes money: the runtime brand's symbol and style, in the page's locale. (Apart from
 * the brand context so that the app's first load, which provides the brand, does not carry the formatter.)
 */
export function useMoneyFormat(): Required<MoneyFormat> {
  const { currencySymbol, moneyStyle } = useBrand();
  const { locale } = useIntl();
  return useMemo(
    () => ({ symbol: currencySymbol, style: moneyStyle, locale }),
    [currencySymbol, moneyStyle, locale],
  );
}

/** Minor units as the borrower reads them: `useMoney()(300000)` -> '$3,000.00' (es-MX, en). */
export function useMoney(): (minorUnits: unknown) => string {
  const format = useMoneyFormat();
  return useCallback((minorUnits: unknown) => formatMoney(minorUnits, format), [format]);
}
