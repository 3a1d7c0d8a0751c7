import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'payInstructions.title', defaultMessage: 'Instrucciones de pago' },
  loading: {
    id: 'payInstructions.loading',
    defaultMessage: 'Cargando las instrucciones de pago…',
  },
  loadFailed: {
    id: 'payInstructions.loadFailed',
    defaultMessage: 'No pudimos cargar las instrucciones de pago.',
  },
  invalidQuery: {
    id: 'payInstructions.invalidQuery',
    defaultMessage:
      'Faltan los datos del pago. Regrese a la página anterior y elija de nuevo un medio de pago.',
  },
  goBack: { id: 'payInstructions.goBack', defaultMessage: 'Volver' },
  totalAmount: { id: 'payInstructions.totalAmount', defaultMessage: 'Total a pagar' },
  topLogoAlt: { id: 'payInstructions.topLogoAlt', defaultMessage: 'Logotipo del medio de pago' },
  bottomLogoAlt: {
    id: 'payInstructions.bottomLogoAlt',
    defaultMessage: 'Logotipo de la empresa',
  },
  codeImageAlt: {
    id: 'payInstructions.codeImageAlt',
    defaultMessage: 'Código de pago para escanear en caja',
  },
  paymentCode: { id: 'payInstructions.paymentCode', defaultMessage: 'Referencia de pago' },
  copyPaymentCode: {
    id: 'payInstructions.copyPaymentCode',
    defaultMessage: 'Copiar referencia de pago',
  },
  companyName: { id: 'payInstructions.companyName', defaultMessage: 'Empresa beneficiaria' },
  copyCompanyName: {
    id: 'payInstructions.copyCompanyName',
    defaultMessage: 'Copiar nombre de la empresa',
  },
  email: { id: 'payInstructions.email', defaultMessage: 'Correo electrónico' },
});

export const imageAlt = defineMessage<{ title: string; index: number }>({
  id: 'payInstructions.imageAlt',
  defaultMessage: '{title}, imagen {index}',
});

export const imageAltUntitled = defineMessage<{ index: number }>({
  id: 'payInstructions.imageAltUntitled',
  defaultMessage: 'Imagen {index}',
});
