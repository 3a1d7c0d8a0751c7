import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'repayment.title', defaultMessage: 'Pagar' },
  extensionTitle: { id: 'repayment.extensionTitle', defaultMessage: 'Extensión del pago' },
  loading: { id: 'repayment.loading', defaultMessage: 'Cargando la información de pago…' },
  loadFailed: {
    id: 'repayment.loadFailed',
    defaultMessage: 'No pudimos cargar la información de pago.',
  },
  repayAmount: { id: 'repayment.repayAmount', defaultMessage: 'Monto a pagar' },
  repayDate: { id: 'repayment.repayDate', defaultMessage: 'Fecha de pago' },
  details: { id: 'repayment.details', defaultMessage: 'Detalles del pago' },
  more: { id: 'repayment.more', defaultMessage: 'Más' },
  hide: { id: 'repayment.hide', defaultMessage: 'Ocultar' },
  channels: { id: 'repayment.channels', defaultMessage: 'Elija un canal de pago' },
  channelHint: { id: 'repayment.channelHint', defaultMessage: 'Ver instrucciones de pago' },
  payCode: { id: 'repayment.payCode', defaultMessage: 'Código de pago' },
  copyPayCode: { id: 'repayment.copyPayCode', defaultMessage: 'Copiar código de pago' },
  barcode: { id: 'repayment.barcode', defaultMessage: 'Código de barras' },
  showBarcode: { id: 'repayment.showBarcode', defaultMessage: 'Ver código de barras' },
  barcodeHint: {
    id: 'repayment.barcodeHint',
    defaultMessage: 'Muestre este código en la caja para pagar.',
  },
  close: { id: 'repayment.close', defaultMessage: 'Cerrar' },
  payWithCard: { id: 'repayment.payWithCard', defaultMessage: 'Pagar con tarjeta bancaria' },
  howToRepay: { id: 'repayment.howToRepay', defaultMessage: '¿Cómo pagar?' },
  notice: { id: 'repayment.notice', defaultMessage: 'Aviso' },
  delayAmount: { id: 'repayment.delayAmount', defaultMessage: 'Cargo por extensión' },
  delayTime: { id: 'repayment.delayTime', defaultMessage: 'Nueva fecha de pago' },
  repayPlan: { id: 'repayment.repayPlan', defaultMessage: 'Plan de pagos' },
  note: { id: 'repayment.note', defaultMessage: 'Nota' },
  customerService: { id: 'repayment.customerService', defaultMessage: 'Servicio al cliente' },
  descriptionTitle: { id: 'repayment.descriptionTitle', defaultMessage: 'Cómo pagar' },
  descriptionIntro: {
    id: 'repayment.descriptionIntro',
    defaultMessage: 'Puede pagar su préstamo de cualquiera de estas formas.',
  },
  descriptionChannelTitle: {
    id: 'repayment.descriptionChannelTitle',
    defaultMessage: 'Pago en parcialidades en un canal de pago',
  },
  descriptionChannelText: {
    id: 'repayment.descriptionChannelText',
    defaultMessage:
      'En la página de pago elija un canal (por ejemplo, una tienda de conveniencia o una transferencia bancaria). Copie el código de pago o muestre el código de barras en la caja y pague el monto indicado.',
  },
  descriptionCardTitle: {
    id: 'repayment.descriptionCardTitle',
    defaultMessage: 'Pago con tarjeta bancaria',
  },
  descriptionCardText: {
    id: 'repayment.descriptionCardText',
    defaultMessage:
      'Toque «Pagar con tarjeta bancaria», elija una de sus tarjetas y confirme. Si se le solicita, escriba el código que le enviamos por SMS.',
  },
  descriptionExtensionTitle: {
    id: 'repayment.descriptionExtensionTitle',
    defaultMessage: 'Extensión del pago',
  },
  descriptionReceiptTitle: {
    id: 'repayment.descriptionReceiptTitle',
    defaultMessage: 'Guarde su comprobante',
  },
  descriptionReceiptText: {
    id: 'repayment.descriptionReceiptText',
    defaultMessage:
      'Conserve el comprobante de pago hasta que el estado de su pedido se actualice. Puede tardar unos minutos.',
  },
  descriptionHelpTitle: {
    id: 'repayment.descriptionHelpTitle',
    defaultMessage: '¿Necesita ayuda?',
  },
  descriptionHelpText: {
    id: 'repayment.descriptionHelpText',
    defaultMessage:
      'Si tiene alguna duda sobre su pago, comuníquese con nuestro servicio al cliente.',
  },
  contactCustomerService: {
    id: 'repayment.contactCustomerService',
    defaultMessage: 'Contactar al servicio al cliente',
  },
});

export const extensionStatement = defineMessage<{ days: number }>({
  id: 'repayment.extensionStatement',
  defaultMessage: 'Puede posponer su pago hasta {days} días pagando solo el cargo por extensión.',
});
