import type { InstructionsWire } from '../../src/features/payInstructions/types';
import type { Registry } from '../api';

const IMG = '/images/payInstructions';
export const COMPANY_NAME = 'Cuota Servicios Financieros S.A. de C.V.';
export const PAYMENT_EMAIL = 'pagos@cuota.mx';
export const UNKNOWN_CHANNEL_MESSAGE = 'Medio de pago no disponible';
export const INVALID_PARAMS_MESSAGE = 'Parámetros de pago inválidos';

interface Channel {
  name: string;
  logo: string;
  codeImage: string;
  /** Reference for the instalment (requestType 1) and for the extension (requestType 2). */
  codes: [string, string];
  description: string;
  steps: { title: string; content: string[] }[];
  images: { title: string; content: string[] };
}

/** The channels the repayment pages offer (their payCode values). */
export const CHANNELS: Record<string, Channel> = {
  OXXO: {
    name: 'OXXO',
    logo: `${IMG}/oxxo.svg`,
    codeImage: `${IMG}/barcode-oxxo.svg`,
    codes: ['9301 2245 7781 0032', '9301 2245 7781 0149'],
    description:
      'Pague en efectivo en cualquier tienda OXXO del país. El pago se refleja en un máximo de 24 horas.',
    steps: [
      {
        title: 'Cómo pagar en OXXO',
        content: [
          'Acuda a cualquier tienda OXXO y diga en caja que desea realizar un pago de servicio OXXO Pay.',
          'Muestre el código de barras o dicte la referencia de pago de 16 dígitos.',
          'Pague en efectivo el monto exacto indicado arriba.',
          'Conserve su ticket: es su comprobante de pago.',
        ],
      },
      {
        title: 'Importante',
        content: [
          'OXXO cobra una comisión adicional por cada pago.',
          'El monto máximo por operación es de $10.000.00.',
        ],
      },
    ],
    images: {
      title: 'Su comprobante de pago',
      content: [`${IMG}/step-counter.svg`, `${IMG}/step-ticket.svg`],
    },
  },
  '7ELEVEN': {
    name: '7-Eleven',
    logo: `${IMG}/7eleven.svg`,
    codeImage: `${IMG}/barcode-7eleven.svg`,
    codes: ['7011 5520 3398 4410', '7011 5520 3398 4527'],
    description: 'Pague en efectivo en tiendas 7-Eleven. El pago se acredita el mismo día hábil.',
    steps: [
      {
        title: 'Cómo pagar en 7-Eleven',
        content: [
          'Vaya a la caja de cualquier tienda 7-Eleven.',
          'Indique que hará un pago a Cuota y muestre la referencia de pago.',
          'Entregue el efectivo y verifique que el monto del ticket sea correcto.',
          'Guarde su ticket hasta que el pago aparezca en la aplicación.',
        ],
      },
    ],
    images: {
      title: 'Ejemplo de ticket 7-Eleven',
      content: [`${IMG}/step-ticket.svg`],
    },
  },
  SPEI: {
    name: 'SPEI',
    logo: `${IMG}/spei.svg`,
    codeImage: `${IMG}/qr-spei.svg`,
    codes: ['6461 8012 3456 7890 12', '6461 8012 3456 7891 35'],
    description:
      'Transfiera desde la aplicación o el portal de su banco a la cuenta CLABE indicada. El pago se refleja en minutos.',
    steps: [
      {
        title: 'Cómo pagar por transferencia SPEI',
        content: [
          'Entre a la aplicación o al portal de su banco y elija Transferencia SPEI.',
          'Dé de alta la cuenta CLABE de 18 dígitos como nuevo destinatario.',
          'Escriba como beneficiario el nombre de la empresa indicado arriba.',
          'Transfiera el monto exacto y escriba su número de pedido en el concepto.',
        ],
      },
      {
        title: 'Bancos participantes',
        content: ['BBVA, Banorte, Santander, Citibanamex, HSBC y cualquier banco con SPEI.'],
      },
    ],
    images: {
      title: 'Envíenos su comprobante de transferencia',
      content: [`${IMG}/step-app.svg`],
    },
  },
};

/** The instructions answer for a channel; null for an unknown payCode. */
export function instructionsFor(
  payCode: string,
  amount: string,
  requestType: 1 | 2,
): InstructionsWire | null {
  const channel = Object.prototype.hasOwnProperty.call(CHANNELS, payCode)
    ? CHANNELS[payCode]
    : null;
  if (!channel) return null;
  return {
    topLogo: channel.logo,
    repayDetail: {
      amount,
      repayTitle:
        requestType === 1
          ? `Pago de su cuota en ${channel.name}`
          : `Pago de la extensión en ${channel.name}`,
      repayDes: channel.description,
      repayCode: channel.codes[requestType - 1],
      vCode: channel.codeImage,
      companyName: COMPANY_NAME,
    },
    dataList: channel.steps,
    imgList: [
      { title: channel.images.title, eMail: PAYMENT_EMAIL, content: channel.images.content },
    ],
    bottomLogo: `${IMG}/cuota.svg`,
  };
}

/** POST /v3/loan-details/generate-vcode. Failures via the generic 'fail' scenario or an unknown payCode. */
export function payInstructionsRoutes(registry: Registry): Registry {
  return registry.route('POST', 'generateVcode', ({ body }) => {
    const orderId = String(body.orderId ?? '').trim();
    const amount = String(body.amount ?? '').trim();
    const requestType = String(body.requestType ?? '').trim();
    if (!orderId || !/^\d+$/.test(amount) || (requestType !== '1' && requestType !== '2'))
      return { json: { success: false, code: 1, message: INVALID_PARAMS_MESSAGE, data: null } };
    const data = instructionsFor(
      String(body.payCode ?? '').trim(),
      amount,
      requestType === '1' ? 1 : 2,
    );
    if (!data)
      return { json: { success: false, code: 2, message: UNKNOWN_CHANNEL_MESSAGE, data: null } };
    return { json: { success: true, code: 0, message: 'success', data } };
  });
}
