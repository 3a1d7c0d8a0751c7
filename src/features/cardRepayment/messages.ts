import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the card repayment page; the same ids are in src/i18n/messages/<locale>/cardRepayment.json. */
export const messages = defineMessages({
  title: { id: 'cardRepayment.title', defaultMessage: 'Pagar con tarjeta' },
  loading: { id: 'cardRepayment.loading', defaultMessage: 'Cargando sus métodos de pago…' },
  amountLabel: { id: 'cardRepayment.amountLabel', defaultMessage: 'Monto a pagar' },
  methods: { id: 'cardRepayment.methods', defaultMessage: 'Elija cómo pagar' },
  alternative: { id: 'cardRepayment.alternative', defaultMessage: 'Otro método de pago' },
  alternativeHint: {
    id: 'cardRepayment.alternativeHint',
    defaultMessage: 'Pague en la página segura de nuestro socio de pagos',
  },
  noMethods: {
    id: 'cardRepayment.noMethods',
    defaultMessage: 'No tiene tarjetas vinculadas para este pago.',
  },
  pay: { id: 'cardRepayment.pay', defaultMessage: 'Pagar' },
  selectCardFirst: {
    id: 'cardRepayment.selectCardFirst',
    defaultMessage: 'Primero seleccione una tarjeta bancaria',
  },
  codeInvalid: { id: 'cardRepayment.codeInvalid', defaultMessage: 'Ingrese el código correcto' },
  loadFailed: {
    id: 'cardRepayment.loadFailed',
    defaultMessage: 'No se pudo consultar la lista de tarjetas',
  },
  processingFailed: { id: 'cardRepayment.processingFailed', defaultMessage: 'No se pudo procesar' },
  error: { id: 'cardRepayment.error', defaultMessage: 'Error' },
  wrongCode: { id: 'cardRepayment.wrongCode', defaultMessage: 'Código de verificación incorrecto' },
  duplicateSubmit: {
    id: 'cardRepayment.duplicateSubmit',
    defaultMessage: 'No envíe la solicitud de pago dos veces',
  },
  retrySame: { id: 'cardRepayment.retrySame', defaultMessage: 'Reintentar la misma solicitud' },
  sameRequestNote: {
    id: 'cardRepayment.sameRequestNote',
    defaultMessage:
      'No recibimos una respuesta clara. Su pago pudo haberse registrado: al reintentar enviamos la misma solicitud, no un cargo nuevo.',
  },
  handoffRefused: {
    id: 'cardRepayment.handoffRefused',
    defaultMessage: 'Su pago fue solicitado, pero no pudimos abrir la página de pago.',
  },
  openDetails: { id: 'cardRepayment.openDetails', defaultMessage: 'Ver el detalle del préstamo' },
  doubtTitle: {
    id: 'cardRepayment.doubtTitle',
    defaultMessage: 'No recibimos respuesta: su pago pudo haberse registrado.',
  },
  doubtChecking: {
    id: 'cardRepayment.doubtChecking',
    defaultMessage: 'Estamos comprobando el estado de su préstamo, no enviamos el pago de nuevo…',
  },
  doubtNotSeen: {
    id: 'cardRepayment.doubtNotSeen',
    defaultMessage:
      'Su préstamo aún no aparece como pagado, pero el pago pudo estar en proceso. Revise el detalle antes de pagar de nuevo.',
  },
  doubtUnknown: {
    id: 'cardRepayment.doubtUnknown',
    defaultMessage:
      'No pudimos comprobar si su pago llegó. Revise el detalle del préstamo o vuelva a comprobar.',
  },
  doubtRetryNote: {
    id: 'cardRepayment.doubtRetryNote',
    defaultMessage: 'Si lo intenta de nuevo, el cobro podría repetirse.',
  },
  checkAgain: { id: 'cardRepayment.checkAgain', defaultMessage: 'Comprobar de nuevo' },
  payAgain: {
    id: 'cardRepayment.payAgain',
    defaultMessage: 'Pagar de nuevo (puede repetir el cobro)',
  },
  smsTitle: { id: 'cardRepayment.smsTitle', defaultMessage: 'Verificación por SMS' },
  smsIntro: {
    id: 'cardRepayment.smsIntro',
    defaultMessage: 'Enviamos un código por SMS al teléfono vinculado a su tarjeta.',
  },
  codeLabel: { id: 'cardRepayment.codeLabel', defaultMessage: 'Código de verificación' },
  resend: { id: 'cardRepayment.resend', defaultMessage: 'Reenviar código' },
  confirm: { id: 'cardRepayment.confirm', defaultMessage: 'Confirmar pago' },
  cancel: { id: 'cardRepayment.cancel', defaultMessage: 'Cancelar' },
});

/** The ids the saga and the form schema hand to the page (translated where they are shown). */
export const MESSAGE_IDS = {
  selectCardFirst: messages.selectCardFirst.id,
  codeInvalid: messages.codeInvalid.id,
  loadFailed: messages.loadFailed.id,
  processingFailed: messages.processingFailed.id,
  error: messages.error.id,
  wrongCode: messages.wrongCode.id,
  duplicateSubmit: messages.duplicateSubmit.id,
} as const;

/** The visually hidden reading of a masked card number. */
export const cardEnding = defineMessage<{ last4: string }>({
  id: 'cardRepayment.cardEnding',
  defaultMessage: 'terminada en {last4}',
});

/** The resend countdown text. */
export const resendIn = defineMessage<{ seconds: number }>({
  id: 'cardRepayment.resendIn',
  defaultMessage: 'Reenviar en {seconds} s',
});

/** The resend button's accessible name while the countdown runs: what it does and when. */
export const resendInLabel = defineMessage<{ seconds: number }>({
  id: 'cardRepayment.resendInLabel',
  defaultMessage: 'Reenviar código en {seconds} s',
});

/** The countdown's polite status line: at its start, once when 10 s remain, and at its end. */
export const countdownMessages = {
  started: defineMessage<{ seconds: number }>({
    id: 'cardRepayment.countdownStarted',
    defaultMessage:
      'Código enviado. Podrá reenviarlo en {seconds, plural, one {# segundo} other {# segundos}}',
  }),
  remaining: defineMessage<{ seconds: number }>({
    id: 'cardRepayment.countdownRemaining',
    defaultMessage:
      'Podrá reenviar el código en {seconds, plural, one {# segundo} other {# segundos}}',
  }),
  over: defineMessage({
    id: 'cardRepayment.countdownOver',
    defaultMessage: 'Ya puede reenviar el código',
  }),
};
