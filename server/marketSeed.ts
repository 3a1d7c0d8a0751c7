import type { CustomerServiceInfo } from '../src/features/customerService/customerServiceSchema';
import type { Text } from './i18n';
import type { MarketCode } from './market';

/**
 * India's demo data (MARKET=IN, issue 37): what differs from Mexico's seed, which stays where it always
 * was (server/features/<name>/seed.ts). Each seed picks these values with `market === 'IN'`; the answers
 * keep the spec's shapes, only the values change. Amounts are the same minor units (paise here): a
 * ₹3,000 loan for 14 days is a plausible first loan. Phones are 10-digit mobiles starting 6-9, as the
 * app's India rule wants them. India's banks are beside Mexico's (server/features/bankCard/seed.ts), its
 * payment channels in server/features/payInstructions/india.ts.
 */

/**
 * One of the demo user's two cards: the bound card's number (Luhn-valid, kept server-side only to refuse
 * binding it again) and the repayment card's number as the demo hands it out, masked (first 6, last 4).
 */
interface SeedCard {
  id: '301' | '302';
  bankCode: string;
  bankName: string;
  boundNo: string;
  repaymentMasked: string;
}

export interface MarketSeed {
  /** get-whatsapp (DbData.customerService). */
  customerService: CustomerServiceInfo;
  /** The phone registered on the landing in the seed (DbData.registeredPhones). */
  registeredPhone: string;
  /** The lender: the contract's company and the payment instructions' beneficiary. */
  companyName: string;
  /** Where the payment instructions ask for receipts. */
  paymentEmail: string;
  /** The demo user (1001): the name card binding checks, the contract's name and address. */
  borrower: { name: string; address: string };
  /** The user's two cards, of banks card-init offers. */
  cards: [SeedCard, SeedCard];
  /** Texts naming the tax: the offer's, the loan details' and the instalment page's row, the offer's plan. */
  tax: { row: Text; plan: Text; planWithCoupon: Text };
  /** What the seeded complaints 5001 (a payment not shown), 5002 (collection calls), 5003 (early payment) say. */
  complaints: { paid: string; calls: string; early: string };
  /** Whose clock a new complaint's time reads. */
  timeZone: string;
  /** The landing's template 1: its headline, how to pay, the support address of its agreement. */
  landing: { headline: Text; payBenefit: Text; supportEmail: string };
}

export const INDIA: MarketSeed = {
  customerService: { phone: '9876543210', va: '9123456780', email: 'support@cuota.in' },
  registeredPhone: '9812345678',
  companyName: 'Cuota Finance Private Limited',
  paymentEmail: 'payments@cuota.in',
  borrower: {
    name: 'Priya Sharma',
    address: 'Flat 402, Lotus Residency, 12 MG Road, Bengaluru, Karnataka 560001',
  },
  cards: [
    {
      id: '301',
      bankCode: 'SBI',
      bankName: 'State Bank of India',
      boundNo: '6521500000021234',
      repaymentMasked: '652150******1234',
    },
    {
      id: '302',
      bankCode: 'HDFC',
      bankName: 'HDFC Bank',
      boundNo: '4591500000065678',
      repaymentMasked: '459150******5678',
    },
  ],
  // The app's contract names the tax by market and puts it at 16% of interest plus fee (src/config).
  tax: {
    row: { es: 'GST (16% de interés y comisión)', en: 'GST (16% of interest and fee)' },
    plan: { es: 'Capital, interés, comisión y GST', en: 'Principal, interest, fee and GST' },
    planWithCoupon: {
      es: 'Capital, interés, comisión y GST, menos el cupón',
      en: 'Principal, interest, fee and GST, less the coupon',
    },
  },
  complaints: {
    paid: 'I paid my loan in cash at a Bharat BillPay outlet on 3 November and it still shows as pending.',
    calls: 'I get more than ten calls a day about my loan, even at night.',
    early: 'Can I repay my loan before the due date?',
  },
  timeZone: 'Asia/Kolkata',
  landing: {
    headline: { es: 'Préstamos de hasta ₹3,000 en minutos', en: 'Loans up to ₹3,000 in minutes' },
    payBenefit: {
      es: 'Pague en Bharat BillPay, India Post o IMPS',
      en: 'Pay at Bharat BillPay, India Post or by IMPS',
    },
    supportEmail: 'support@cuota.in',
  },
};

/** India's value of a seed fact, or Mexico's (the one the seed always had). */
export const byMarket = <T>(market: MarketCode, mexico: T, india: T): T =>
  market === 'IN' ? india : mexico;
