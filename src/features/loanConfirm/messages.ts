import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'loanConfirm.title', defaultMessage: 'Confirmar préstamo' },
  amount: { id: 'loanConfirm.amount', defaultMessage: 'Monto a recibir' },
  term: { id: 'loanConfirm.term', defaultMessage: 'Plazo' },
  rate: { id: 'loanConfirm.rate', defaultMessage: 'Tasa de interés' },
  details: { id: 'loanConfirm.details', defaultMessage: 'Detalles del préstamo' },
  plan: { id: 'loanConfirm.plan', defaultMessage: 'Plan de pagos' },
  coupon: { id: 'loanConfirm.coupon', defaultMessage: 'Cupón' },
  agreePrefix: { id: 'loanConfirm.agreePrefix', defaultMessage: 'He leído y acepto el' },
  contract: { id: 'loanConfirm.contract', defaultMessage: 'Contrato de préstamo' },
  submit: { id: 'loanConfirm.submit', defaultMessage: 'Confirmar y solicitar' },
  submitHint: {
    id: 'loanConfirm.submitHint',
    defaultMessage: 'Acepte el contrato para continuar.',
  },
  loading: { id: 'loanConfirm.loading', defaultMessage: 'Cargando su oferta…' },
  loadFailed: {
    id: 'loanConfirm.loadFailed',
    defaultMessage: 'No pudimos cargar su oferta. Inténtelo de nuevo.',
  },
  popTitle: { id: 'loanConfirm.popTitle', defaultMessage: 'Un momento' },
  popUpdating: {
    id: 'loanConfirm.popUpdating',
    defaultMessage: 'Estamos actualizando su oferta…',
  },
  retrySame: { id: 'loanConfirm.retrySame', defaultMessage: 'Reintentar la misma solicitud' },
  sameRequestNote: {
    id: 'loanConfirm.sameRequestNote',
    defaultMessage:
      'No recibimos una respuesta clara. Su préstamo pudo haberse solicitado: al reintentar enviamos la misma solicitud, no una nueva.',
  },
  booked: { id: 'loanConfirm.booked', defaultMessage: 'Su préstamo fue solicitado.' },
  bookedNote: {
    id: 'loanConfirm.bookedNote',
    defaultMessage: 'No pudimos abrir el detalle del préstamo automáticamente.',
  },
  openDetails: { id: 'loanConfirm.openDetails', defaultMessage: 'Ver el detalle del préstamo' },
  openOrders: { id: 'loanConfirm.openOrders', defaultMessage: 'Ver mis préstamos' },
  doubtTitle: {
    id: 'loanConfirm.doubtTitle',
    defaultMessage: 'No recibimos respuesta: su préstamo pudo haberse solicitado.',
  },
  doubtChecking: {
    id: 'loanConfirm.doubtChecking',
    defaultMessage: 'Estamos comprobando su solicitud, no la enviamos de nuevo…',
  },
  doubtNotSeen: {
    id: 'loanConfirm.doubtNotSeen',
    defaultMessage:
      'Su oferta sigue disponible, pero la solicitud pudo haber llegado. Revise sus préstamos antes de solicitar de nuevo.',
  },
  doubtGone: {
    id: 'loanConfirm.doubtGone',
    defaultMessage:
      'Esta oferta ya no está disponible: su solicitud probablemente fue recibida. Revise sus préstamos.',
  },
  doubtUnknown: {
    id: 'loanConfirm.doubtUnknown',
    defaultMessage:
      'No pudimos comprobar si su solicitud llegó. Revise sus préstamos o vuelva a comprobar.',
  },
  checkAgain: { id: 'loanConfirm.checkAgain', defaultMessage: 'Comprobar de nuevo' },
  submitAgain: {
    id: 'loanConfirm.submitAgain',
    defaultMessage: 'Solicitar de nuevo (puede repetir la solicitud)',
  },
});

export const termDays = defineMessage<{ days: string }>({
  id: 'loanConfirm.termDays',
  defaultMessage: '{days} días',
});

export const couponValue = defineMessage<{ amount: string }>({
  id: 'loanConfirm.couponValue',
  defaultMessage: '-{amount}',
});
