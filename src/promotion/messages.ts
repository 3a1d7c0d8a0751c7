import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the promotion landing; the same ids are in src/i18n/messages/<locale>/promotion.json. The
 * spec's texts (sections 4, 5 and 8) are verbatim in the English catalog and translated in the others.
 */
export const messages = defineMessages({
  title: { id: 'promotion.title', defaultMessage: 'Regístrese' },
  intro: {
    id: 'promotion.intro',
    defaultMessage: 'Regístrese con su celular y descargue la app para solicitar su préstamo.',
  },
  templateLoading: { id: 'promotion.templateLoading', defaultMessage: 'Cargando la promoción…' },
  templateFailed: {
    id: 'promotion.templateFailed',
    defaultMessage: 'No se pudo cargar la promoción.',
  },
  mobileLabel: { id: 'promotion.mobileLabel', defaultMessage: 'Número de celular' },
  captchaLabel: { id: 'promotion.captchaLabel', defaultMessage: 'Código de la imagen' },
  captchaImage: {
    id: 'promotion.captchaImage',
    defaultMessage: 'Imagen con el código a escribir',
  },
  captchaRefresh: { id: 'promotion.captchaRefresh', defaultMessage: 'Cambiar imagen' },
  captchaUnavailable: { id: 'promotion.captchaUnavailable', defaultMessage: 'Sin imagen' },
  captchaRetry: { id: 'promotion.captchaRetry', defaultMessage: 'Reintentar' },
  captchaRetryLabel: {
    id: 'promotion.captchaRetryLabel',
    defaultMessage: 'No se pudo cargar la imagen. Cargarla de nuevo',
  },
  smsCodeLabel: { id: 'promotion.smsCodeLabel', defaultMessage: 'Código SMS' },
  getCode: { id: 'promotion.getCode', defaultMessage: 'Obtener código' },
  apply: { id: 'promotion.apply', defaultMessage: 'Solicitar ahora' },
  agreementNote: { id: 'promotion.agreementNote', defaultMessage: 'Al solicitar acepta el' },
  agreementLink: { id: 'promotion.agreementLink', defaultMessage: 'Acuerdo de registro' },
  mobileInvalid: {
    id: 'promotion.mobileInvalid',
    defaultMessage: 'Ingrese el número de celular correcto',
  },
  mobileInvalidMx: {
    id: 'promotion.mobileInvalidMx',
    defaultMessage: 'Ingrese el número de celular correcto de 10 dígitos',
  },
  mobileInvalidIn: {
    id: 'promotion.mobileInvalidIn',
    defaultMessage:
      'Ingrese el número de celular correcto de 10 dígitos que empiece con 6, 7, 8 o 9',
  },
  captchaInvalid: {
    id: 'promotion.captchaInvalid',
    defaultMessage: 'Ingrese el código de la imagen correcto',
  },
  smsCodeInvalid: {
    id: 'promotion.smsCodeInvalid',
    defaultMessage: 'Ingrese el código SMS correcto',
  },
  doNotResend: { id: 'promotion.doNotResend', defaultMessage: 'No reenvíe el código' },
  codeSent: {
    id: 'promotion.codeSent',
    defaultMessage: 'Código de verificación enviado, revise su teléfono',
  },
  registered: { id: 'promotion.registered', defaultMessage: 'Registro exitoso' },
  alreadyRegistered: {
    id: 'promotion.alreadyRegistered',
    defaultMessage: 'Ya está registrado, descargue la app e inicie sesión',
  },
  error: { id: 'promotion.error', defaultMessage: 'Error' },
  downloadTitle: { id: 'promotion.downloadTitle', defaultMessage: 'Descargue la app' },
  downloadIntro: {
    id: 'promotion.downloadIntro',
    defaultMessage: 'Instale la app e inicie sesión con su número de celular.',
  },
  downloadAndroid: { id: 'promotion.downloadAndroid', defaultMessage: 'Descargar para Android' },
  downloadIos: { id: 'promotion.downloadIos', defaultMessage: 'Descargar para iPhone' },
  noDownloadLinks: {
    id: 'promotion.noDownloadLinks',
    defaultMessage: 'Los enlaces de descarga no están disponibles por ahora.',
  },
  inAppTitle: { id: 'promotion.inAppTitle', defaultMessage: 'Abra esta página en su navegador' },
  inAppText: {
    id: 'promotion.inAppText',
    defaultMessage:
      'La descarga no funciona dentro de esta app de mensajes. Toque el menú ⋮ o ⋯ y elija «Abrir en el navegador».',
  },
  agreementTitle: { id: 'promotion.agreementTitle', defaultMessage: 'Acuerdo de registro' },
  agreementMissing: {
    id: 'promotion.agreementMissing',
    defaultMessage: 'El acuerdo no está disponible por ahora.',
  },
  backToRegister: { id: 'promotion.backToRegister', defaultMessage: 'Volver al registro' },
});

/** The ids the saga and the form schemas hand to the page (translated where they are shown). */
export const MESSAGE_IDS = {
  mobileInvalid: messages.mobileInvalid.id,
  mobileInvalidMx: messages.mobileInvalidMx.id,
  mobileInvalidIn: messages.mobileInvalidIn.id,
  captchaInvalid: messages.captchaInvalid.id,
  smsCodeInvalid: messages.smsCodeInvalid.id,
  doNotResend: messages.doNotResend.id,
  codeSent: messages.codeSent.id,
  registered: messages.registered.id,
  alreadyRegistered: messages.alreadyRegistered.id,
  error: messages.error.id,
} as const;

/** The get-code button while the resend countdown runs. */
export const resendIn = defineMessage<{ seconds: number }>({
  id: 'promotion.resendIn',
  defaultMessage: '{seconds} s',
});

/** The countdown button's accessible name: what it does and when (it shows only the seconds). */
export const resendInLabel = defineMessage<{ seconds: number }>({
  id: 'promotion.resendInLabel',
  defaultMessage: 'Reenviar código en {seconds} s',
});

/** The countdown's polite status line: at its start (after the 'code sent' toast), at 10 s, at its end. */
export const countdownMessages = {
  remaining: defineMessage<{ seconds: number }>({
    id: 'promotion.countdownRemaining',
    defaultMessage:
      'Podrá reenviar el código en {seconds, plural, one {# segundo} other {# segundos}}',
  }),
  over: defineMessage({
    id: 'promotion.countdownOver',
    defaultMessage: 'Ya puede obtener un código nuevo',
  }),
};
