import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, type MoneyFormat } from '../i18n/format';
import { useBrand } from './brandContext';
import { marketProfile } from './markets';

/**
 * How this page writes money: the runtime brand's symbol and style, grouped as its market groups (India:
 * en-IN's lakh and crore, whatever the page's language) or else in the page's locale. (Apart from the
 * brand context so that the app's first load, which provides the brand, does not carry the formatter.)
 */
export function useMoneyFormat(): Required<MoneyFormat> {
  const { currencySymbol, moneyStyle, market } = useBrand();
  const { locale } = useIntl();
  const marketLocale = marketProfile(market).money.locale;
  return useMemo(
    () => ({ symbol: currencySymbol, style: moneyStyle, locale: marketLocale ?? locale }),
    [currencySymbol, moneyStyle, marketLocale, locale],
  );
}

/**
 * Minor units as the borrower reads them: `useMoney()(300000)` -> '$3,000.00' (Mexico, es-MX and en),
 * `useMoney()(10000000)` -> '₹1,00,000.00' (India).
 */
export function useMoney(): (minorUnits: unknown) => string {
  const format = useMoneyFormat();
  return useCallback((minorUnits: unknown) => formatMoney(minorUnits, format), [format]);
}
