import type { Text } from '../../i18n';
import type { InPayCode } from '../../world';
import { logoDataUrl } from '../bankCard/logos';
import type { Channel } from './channel';

/**
 * India's payment channels (MARKET=IN), in place of OXXO, 7-Eleven and SPEI: cash at a Bharat BillPay
 * (BBPS) agent outlet or at a post office counter (India Post Payments Bank), and an IMPS/NEFT transfer to
 * the order's virtual account. Their references come from server/world.ts (referenceFor); their logos are
 * drawn in memory like the banks' (a data: PNG, which the app's image check takes).
 */
const IMG = '/images/payInstructions';

export const IN_LOGOS: Record<InPayCode, string> = {
  BBPS: logoDataUrl([0, 84, 166], 'ring'),
  IPPB: logoDataUrl([204, 0, 0], 'stripes'),
  IMPS: logoDataUrl([22, 128, 61], 'chevron'),
};

/** The repayment pages' two groups and the line each channel shows there. */
export const IN_LIST_TEXTS = {
  cash: { es: 'Efectivo en puntos de pago', en: 'Cash at payment points' },
  transfer: { es: 'Transferencia bancaria', en: 'Bank transfer' },
  BBPS: {
    es: 'Pague en efectivo en cualquier agente Bharat BillPay',
    en: 'Pay cash at any Bharat BillPay outlet',
  },
  IPPB: {
    es: 'Pague en efectivo en cualquier oficina de correos',
    en: 'Pay cash at any post office',
  },
  IMPS: {
    es: 'Transferencia IMPS o NEFT desde la app de su banco',
    en: "IMPS or NEFT transfer from your bank's app",
  },
} satisfies Record<string, Text>;

export const IN_CHANNELS: Record<InPayCode, Channel> = {
  BBPS: {
    name: 'Bharat BillPay',
    logo: IN_LOGOS.BBPS,
    description: {
      es: 'Pague en efectivo en cualquier agente Bharat BillPay (BBPS). El pago se refleja en un máximo de 24 horas.',
      en: 'Pay cash at any Bharat BillPay (BBPS) agent outlet. The payment shows within 24 hours.',
    },
    steps: [
      {
        title: { es: 'Cómo pagar en Bharat BillPay', en: 'How to pay at Bharat BillPay' },
        content: [
          {
            es: 'Acuda a cualquier agente Bharat BillPay y pida pagar una cuota de préstamo.',
            en: 'Go to any Bharat BillPay agent outlet and ask to pay a loan repayment.',
          },
          {
            es: 'Elija Cuota como prestamista y muestre el código de barras o dicte la referencia de 14 dígitos.',
            en: 'Choose Cuota as the lender and show the barcode or read out the 14-digit reference.',
          },
          {
            es: 'Pague en efectivo el monto exacto indicado arriba.',
            en: 'Pay the exact amount shown above in cash.',
          },
          {
            es: 'Conserve el recibo con su número de transacción BBPS: es su comprobante de pago.',
            en: 'Keep the receipt with its BBPS transaction ID: it is your proof of payment.',
          },
        ],
      },
      {
        title: { es: 'Importante', en: 'Important' },
        content: [
          {
            es: 'El agente puede cobrar una pequeña comisión por cada pago.',
            en: 'The outlet may charge a small convenience fee for each payment.',
          },
        ],
      },
    ],
    images: {
      title: { es: 'Su comprobante de pago', en: 'Your proof of payment' },
      content: [`${IMG}/step-ticket.svg`],
    },
  },
  IPPB: {
    name: 'India Post',
    logo: IN_LOGOS.IPPB,
    description: {
      es: 'Pague en efectivo en la ventanilla de India Post Payments Bank de cualquier oficina de correos. El pago se acredita el mismo día hábil.',
      en: 'Pay cash at the India Post Payments Bank counter of any post office. The payment is credited the same working day.',
    },
    steps: [
      {
        title: { es: 'Cómo pagar en India Post', en: 'How to pay at India Post' },
        content: [
          {
            es: 'Vaya a la ventanilla de India Post Payments Bank de cualquier oficina de correos.',
            en: 'Go to the India Post Payments Bank counter of any post office.',
          },
          {
            es: 'Indique que hará un pago a Cuota y muestre la referencia de pago.',
            en: 'Say you are making a payment to Cuota and show the payment reference.',
          },
          {
            es: 'Entregue el efectivo y verifique que el monto del recibo sea correcto.',
            en: 'Hand over the cash and check that the amount on the receipt is right.',
          },
          {
            es: 'Guarde su recibo hasta que el pago aparezca en la aplicación.',
            en: 'Keep your receipt until the payment shows in the app.',
          },
        ],
      },
    ],
    images: {
      title: { es: 'Ejemplo de recibo', en: 'Sample receipt' },
      content: [`${IMG}/step-ticket.svg`],
    },
  },
  IMPS: {
    name: 'IMPS / NEFT',
    logo: IN_LOGOS.IMPS,
    description: {
      es: 'Transfiera desde la aplicación o la banca en línea de su banco a la cuenta virtual indicada. IMPS se refleja en minutos, NEFT en unas horas.',
      en: "Transfer from your bank's app or net banking to the virtual account shown. IMPS shows within minutes, NEFT within a few hours.",
    },
    steps: [
      {
        title: { es: 'Cómo pagar por IMPS o NEFT', en: 'How to pay by IMPS or NEFT' },
        content: [
          {
            es: 'Entre a la aplicación o a la banca en línea de su banco y elija IMPS o NEFT.',
            en: "Open your bank's app or net banking and choose IMPS or NEFT.",
          },
          {
            es: 'Dé de alta la cuenta virtual de 16 dígitos como nuevo beneficiario.',
            en: 'Add the 16-digit virtual account number as a new payee.',
          },
          {
            es: 'Escriba como beneficiario el nombre de la empresa indicado arriba.',
            en: 'Enter the company name shown above as the beneficiary.',
          },
          {
            es: 'Transfiera el monto exacto y escriba su número de pedido en las observaciones.',
            en: 'Transfer the exact amount and write your order number in the remarks.',
          },
        ],
      },
      {
        title: { es: 'Bancos participantes', en: 'Participating banks' },
        content: [
          {
            es: 'State Bank of India, HDFC Bank, ICICI Bank, Axis Bank y cualquier banco con IMPS o NEFT.',
            en: 'State Bank of India, HDFC Bank, ICICI Bank, Axis Bank and any bank with IMPS or NEFT.',
          },
        ],
      },
    ],
    images: {
      title: {
        es: 'Envíenos su comprobante de transferencia',
        en: 'Send us your transfer receipt',
      },
      content: [`${IMG}/step-app.svg`],
    },
  },
};
