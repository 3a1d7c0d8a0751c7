import type { MarketProfile } from './types';

/**
 * India: rupees grouped in lakh and crore (en-IN, ₹1,00,000.00), 10-digit mobiles starting 6-9 shown
 * 5-5, the English catalog (and the built-in Chinese; no Spanish), the loan terms, GST.
 */
export const IN: MarketProfile = {
  code: 'IN',
  currency: { symbol: '₹', iso: 'INR' },
  money: { style: 'locale', locale: 'en-IN' },
  phoneRule: 'in',
  languages: ['en', 'zh-CN'],
  legal: ['loanTerms'],
  taxName: 'GST',
};
