import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'devtools.title', defaultMessage: 'Página de prueba' },
  intro: {
    id: 'devtools.intro',
    defaultMessage: 'Herramienta para desarrollo y QA: abra las páginas con otros datos de prueba.',
  },
  // Automatic SMS-code login
  loginHeading: { id: 'devtools.loginHeading', defaultMessage: 'Inicio de sesión de prueba' },
  loginLoading: {
    id: 'devtools.loginLoading',
    defaultMessage: 'Iniciando sesión con el código SMS de prueba…',
  },
  loginFailedPlain: {
    id: 'devtools.loginFailedPlain',
    defaultMessage: 'No se pudo iniciar sesión.',
  },
  loginRetry: { id: 'devtools.loginRetry', defaultMessage: 'Reintentar el inicio de sesión' },
  // Device and order form
  deviceHeading: { id: 'devtools.deviceHeading', defaultMessage: 'Dispositivo y pedido' },
  appVersion: { id: 'devtools.appVersion', defaultMessage: 'Versión de la app' },
  deviceName: { id: 'devtools.deviceName', defaultMessage: 'Nombre del dispositivo' },
  deviceId: { id: 'devtools.deviceId', defaultMessage: 'ID del dispositivo' },
  osVersion: { id: 'devtools.osVersion', defaultMessage: 'Versión del sistema' },
  sessionId: { id: 'devtools.sessionId', defaultMessage: 'ID de sesión' },
  gps_adid: { id: 'devtools.gps_adid', defaultMessage: 'ID de publicidad (gps_adid)' },
  productId: { id: 'devtools.productId', defaultMessage: 'ID del producto' },
  orderId: { id: 'devtools.orderId', defaultMessage: 'ID del pedido' },
  // Links
  linksHeading: { id: 'devtools.linksHeading', defaultMessage: 'Páginas' },
  linksHint: {
    id: 'devtools.linksHint',
    defaultMessage: 'Cada enlace lleva los campos de arriba como parámetros.',
  },
  linksHintRecording: {
    id: 'devtools.linksHintRecording',
    defaultMessage:
      'Grabando: los enlaces se abren sin recargar para que la cinta continúe; los datos del dispositivo se aplican en la próxima carga.',
  },
  confirm: { id: 'devtools.link.confirm', defaultMessage: 'Confirmación del préstamo' },
  loanDetail: { id: 'devtools.link.loanDetail', defaultMessage: 'Detalles del préstamo' },
  repay: { id: 'devtools.link.repay', defaultMessage: 'Pago' },
  repayDelay: { id: 'devtools.link.repayDelay', defaultMessage: 'Extensión del pago' },
  bindCard: { id: 'devtools.link.bindCard', defaultMessage: 'Vincular tarjeta bancaria' },
  aboutUs: { id: 'devtools.link.aboutUs', defaultMessage: 'Acerca de nosotros' },
  complaint: { id: 'devtools.link.complaint', defaultMessage: 'Quejas' },
  customerService: {
    id: 'devtools.link.customerService',
    defaultMessage: 'Servicio al cliente',
  },
  privacyPolicy: { id: 'devtools.link.privacyPolicy', defaultMessage: 'Política de privacidad' },
  paymentInstructions: {
    id: 'devtools.link.paymentInstructions',
    defaultMessage: 'Instrucciones de pago',
  },
  // Photo, contact, location
  extrasHeading: {
    id: 'devtools.extrasHeading',
    defaultMessage: 'Foto, contacto y ubicación',
  },
  photoLabel: { id: 'devtools.photoLabel', defaultMessage: 'Foto' },
  photoNone: {
    id: 'devtools.photoNone',
    defaultMessage: 'Ninguna foto elegida. No se sube nada.',
  },
  contactLabel: { id: 'devtools.contactLabel', defaultMessage: 'Teléfono de contacto' },
  contactInvalid: {
    id: 'devtools.contactInvalid',
    defaultMessage: 'Ingrese un número de móvil correcto',
  },
  locationButton: { id: 'devtools.locationButton', defaultMessage: 'Obtener ubicación' },
  locationLocating: { id: 'devtools.locationLocating', defaultMessage: 'Obteniendo ubicación…' },
  locationDenied: {
    id: 'devtools.locationDenied',
    defaultMessage: 'No se dio permiso para la ubicación.',
  },
  locationUnavailable: {
    id: 'devtools.locationUnavailable',
    defaultMessage: 'La ubicación no está disponible.',
  },
  locationTimeout: {
    id: 'devtools.locationTimeout',
    defaultMessage: 'Se agotó el tiempo para obtener la ubicación.',
  },
  locationUnsupported: {
    id: 'devtools.locationUnsupported',
    defaultMessage: 'Este navegador no ofrece la ubicación.',
  },
  locationNote: {
    id: 'devtools.locationNote',
    defaultMessage: 'La ubicación solo se muestra aquí; no se guarda ni se envía.',
  },
  // QA tape panel
  tapeHeading: { id: 'devtools.tapeHeading', defaultMessage: 'Cinta QA' },
  tapeOn: { id: 'devtools.tapeOn', defaultMessage: 'Grabación activa' },
  tapeOff: { id: 'devtools.tapeOff', defaultMessage: 'Grabación desactivada' },
  tapeNote: {
    id: 'devtools.tapeNote',
    defaultMessage:
      'La cinta sigue entre cargas de página de esta pestaña, hasta 2 MB. Los datos personales se ocultan al grabar.',
  },
  tapeRefresh: { id: 'devtools.tapeRefresh', defaultMessage: 'Actualizar' },
  tapeStart: { id: 'devtools.tapeStart', defaultMessage: 'Iniciar grabación' },
  tapeStop: { id: 'devtools.tapeStop', defaultMessage: 'Detener grabación' },
  tapeDownload: { id: 'devtools.tapeDownload', defaultMessage: 'Descargar' },
  tapeCopy: { id: 'devtools.tapeCopy', defaultMessage: 'Copiar' },
  tapeCopyLabel: { id: 'devtools.tapeCopyLabel', defaultMessage: 'Copiar la cinta' },
  tapeShare: { id: 'devtools.tapeShare', defaultMessage: 'Enviar a la app' },
  shareShared: { id: 'devtools.shareShared', defaultMessage: 'Cinta enviada a la app' },
  shareUnavailable: {
    id: 'devtools.shareUnavailable',
    defaultMessage: 'Enviar a la app solo funciona dentro de la app',
  },
  shareFailed: { id: 'devtools.shareFailed', defaultMessage: 'No se pudo enviar la cinta' },
  // Replay
  replayHeading: { id: 'devtools.replayHeading', defaultMessage: 'Reproducir una cinta' },
  replayFile: { id: 'devtools.replayFile', defaultMessage: 'Archivo de la cinta (.json)' },
  replayPaste: { id: 'devtools.replayPaste', defaultMessage: 'O pegue el JSON de la cinta' },
  replayLoad: { id: 'devtools.replayLoad', defaultMessage: 'Cargar la cinta' },
  replayInvalidJson: {
    id: 'devtools.replayInvalidJson',
    defaultMessage: 'El texto no es JSON válido.',
  },
  replayInvalidTape: {
    id: 'devtools.replayInvalidTape',
    defaultMessage: 'No es una cinta QA compatible (formato 1).',
  },
  replayEmpty: {
    id: 'devtools.replayEmpty',
    defaultMessage: 'Elija un archivo o pegue una cinta.',
  },
  playerLabel: { id: 'devtools.playerLabel', defaultMessage: 'Reproductor de la cinta' },
  play: { id: 'devtools.play', defaultMessage: 'Reproducir' },
  pause: { id: 'devtools.pause', defaultMessage: 'Pausa' },
  step: { id: 'devtools.step', defaultMessage: 'Paso' },
  speed: { id: 'devtools.speed', defaultMessage: 'Velocidad' },
  closePlayer: { id: 'devtools.closePlayer', defaultMessage: 'Cerrar' },
  finished: {
    id: 'devtools.finished',
    defaultMessage: 'Reproducción completa, sin divergencias.',
  },
  diverged: {
    id: 'devtools.diverged',
    defaultMessage: 'La reproducción diverge de la grabación',
  },
  notReplayed: {
    id: 'devtools.notReplayed',
    defaultMessage: 'La página de prueba no se muestra dentro del reproductor.',
  },
});

export const loginSucceeded = defineMessage<{ username: string }>({
  id: 'devtools.loginSucceeded',
  defaultMessage: 'Sesión iniciada como {username}',
});

export const loginFailed = defineMessage<{ message: string }>({
  id: 'devtools.loginFailed',
  defaultMessage: 'No se pudo iniciar sesión: {message}',
});

export const photoChosen = defineMessage<{ name: string; size: string }>({
  id: 'devtools.photoChosen',
  defaultMessage: '{name} ({size})',
});

export const locationResult = defineMessage<{
  latitude: string;
  longitude: string;
  accuracy: number;
}>({
  id: 'devtools.locationResult',
  defaultMessage: 'Latitud {latitude}, longitud {longitude} (±{accuracy} m)',
});

export const tapeSize = defineMessage<{ size: string; count: number }>({
  id: 'devtools.tapeSize',
  defaultMessage: '{size} · {count, plural, one {# entrada} other {# entradas}}',
});

export const position = defineMessage<{ position: number; total: number }>({
  id: 'devtools.position',
  defaultMessage: 'Entrada {position} de {total}',
});

export const lastEntry = defineMessage<{ entry: string }>({
  id: 'devtools.lastEntry',
  defaultMessage: 'Última: {entry}',
});
