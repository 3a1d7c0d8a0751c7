import type { InstructionsInfo } from '../../../src/features/payInstructions/payInstructionsSchema';
import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';
import type { Wire } from '../../responses';
import { COMPANY_NAME, barcodeUrl, isInPayCode, isPayCode, referenceFor } from '../../world';
import type { MxPayCode, PayCode, RequestType } from '../../world';
import type { Channel } from './channel';
import { IN_CHANNELS } from './india';

const IMG = '/images/payInstructions';
export const PAYMENT_EMAIL = 'pagos@cuota.mx';

/** The channels the repayment pages offer in Mexico (their payCode values); India's are in ./india.ts. */
export const CHANNELS: Record<MxPayCode, Channel> = {
  OXXO: {
    name: 'OXXO',
    logo: `${IMG}/oxxo.svg`,
    description: {
      es: 'Pague en efectivo en cualquier tienda OXXO del país. El pago se refleja en un máximo de 24 horas.',
      en: 'Pay cash at any OXXO store in the country. The payment shows within 24 hours.',
    },
    steps: [
      {
        title: { es: 'Cómo pagar en OXXO', en: 'How to pay at OXXO' },
        content: [
          {
            es: 'Acuda a cualquier tienda OXXO y diga en caja que desea realizar un pago de servicio OXXO Pay.',
            en: 'Go to any OXXO store and tell the cashier you want to make an OXXO Pay service payment.',
          },
          {
            es: 'Muestre el código de barras o dicte la referencia de pago de 14 dígitos.',
            en: 'Show the barcode or read out the 14-digit payment reference.',
          },
          {
            es: 'Pague en efectivo el monto exacto indicado arriba.',
            en: 'Pay the exact amount shown above in cash.',
          },
          {
            es: 'Conserve su ticket: es su comprobante de pago.',
            en: 'Keep your ticket: it is your proof of payment.',
          },
        ],
      },
      {
        title: { es: 'Importante', en: 'Important' },
        content: [
          {
            es: 'OXXO cobra una comisión adicional por cada pago.',
            en: 'OXXO charges an extra fee for each payment.',
          },
          {
            es: 'El monto máximo por operación es de $10.000.00.',
            en: 'The maximum amount per payment is $10.000.00.',
          },
        ],
      },
    ],
    images: {
      title: { es: 'Su comprobante de pago', en: 'Your proof of payment' },
      content: [`${IMG}/step-counter.svg`, `${IMG}/step-ticket.svg`],
    },
  },
  '7ELEVEN': {
    name: '7-Eleven',
    logo: `${IMG}/7eleven.svg`,
    description: {
      es: 'Pague en efectivo en tiendas 7-Eleven. El pago se acredita el mismo día hábil.',
      en: 'Pay cash at 7-Eleven stores. The payment is credited the same business day.',
    },
    steps: [
      {
        title: { es: 'Cómo pagar en 7-Eleven', en: 'How to pay at 7-Eleven' },
        content: [
          {
            es: 'Vaya a la caja de cualquier tienda 7-Eleven.',
            en: 'Go to the checkout of any 7-Eleven store.',
          },
          {
            es: 'Indique que hará un pago a Cuota y muestre la referencia de pago.',
            en: 'Say you are making a payment to Cuota and show the payment reference.',
          },
          {
            es: 'Entregue el efectivo y verifique que el monto del ticket sea correcto.',
            en: 'Hand over the cash and check that the amount on the ticket is right.',
          },
          {
            es: 'Guarde su ticket hasta que el pago aparezca en la aplicación.',
            en: 'Keep your ticket until the payment shows in the app.',
          },
        ],
      },
    ],
    images: {
      title: { es: 'Ejemplo de ticket 7-Eleven', en: 'Sample 7-Eleven ticket' },
      content: [`${IMG}/step-ticket.svg`],
    },
  },
  SPEI: {
    name: 'SPEI',
    logo: `${IMG}/spei.svg`,
    description: {
      es: 'Transfiera desde la aplicación o el portal de su banco a la cuenta CLABE indicada. El pago se refleja en minutos.',
      en: "Transfer from your bank's app or website to the CLABE account shown. The payment shows within minutes.",
    },
    steps: [
      {
        title: { es: 'Cómo pagar por transferencia SPEI', en: 'How to pay by SPEI transfer' },
        content: [
          {
            es: 'Entre a la aplicación o al portal de su banco y elija Transferencia SPEI.',
            en: "Open your bank's app or website and choose SPEI transfer.",
          },
          {
            es: 'Dé de alta la cuenta CLABE de 18 dígitos como nuevo destinatario.',
            en: 'Add the 18-digit CLABE account as a new payee.',
          },
          {
            es: 'Escriba como beneficiario el nombre de la empresa indicado arriba.',
            en: 'Enter the company name shown above as the beneficiary.',
          },
          {
            es: 'Transfiera el monto exacto y escriba su número de pedido en el concepto.',
            en: 'Transfer the exact amount and write your order number as the reference.',
          },
        ],
      },
      {
        title: { es: 'Bancos participantes', en: 'Participating banks' },
        content: [
          {
            es: 'BBVA, Banorte, Santander, Citibanamex, HSBC y cualquier banco con SPEI.',
            en: 'BBVA, Banorte, Santander, Citibanamex, HSBC and any bank with SPEI.',
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

/** The market's channel of a payCode (another market's payCode is unknown). */
function channelOf(payCode: string, market: MarketCode): [PayCode, Channel] | null {
  if (market === 'IN') return isInPayCode(payCode) ? [payCode, IN_CHANNELS[payCode]] : null;
  return isPayCode(payCode) ? [payCode, CHANNELS[payCode]] : null;
}

/**
 * The instructions answer for one order's payment: its reference (the one the repayment page shows for the
 * same order, type and amount) with that reference's barcode; null for a payCode the market does not have.
 */
export function instructionsFor(
  payCode: string,
  orderId: string,
  amount: string,
  requestType: RequestType,
  lang: Lang = 'es',
  market: MarketCode = 'MX',
): Wire<InstructionsInfo> | null {
  const found = channelOf(payCode, market);
  if (!found) return null;
  const [code, channel] = found;
  const reference = referenceFor(code, orderId, requestType, Number(amount));
  const title: Text =
    requestType === 1
      ? { es: `Pago de su cuota en ${channel.name}`, en: `Pay your instalment at ${channel.name}` }
      : {
          es: `Pago de la extensión en ${channel.name}`,
          en: `Pay the extension at ${channel.name}`,
        };
  return {
    topLogo: channel.logo,
    repayDetail: {
      amount,
      repayTitle: tr(lang, title),
      repayDes: tr(lang, channel.description),
      repayCode: reference,
      vCode: barcodeUrl(reference),
      companyName: byMarket(market, COMPANY_NAME, INDIA.companyName),
    },
    dataList: channel.steps.map((s) => ({
      title: tr(lang, s.title),
      content: s.content.map((c) => tr(lang, c)),
    })),
    imgList: [
      {
        title: tr(lang, channel.images.title),
        eMail: byMarket(market, PAYMENT_EMAIL, INDIA.paymentEmail),
        content: channel.images.content,
      },
    ],
    bottomLogo: `${IMG}/cuota.svg`,
  };
}
