import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'testPreview.title', defaultMessage: 'Página de prueba' },
  intro: {
    id: 'testPreview.intro',
    defaultMessage: 'Herramienta para desarrollo y QA: abra las páginas con otros datos de prueba.',
  },
  // Automatic SMS-code login
  loginHeading: { id: 'testPreview.loginHeading', defaultMessage: 'Inicio de sesión de prueba' },
  loginLoading: {
    id: 'testPreview.loginLoading',
    defaultMessage: 'Iniciando sesión con el código SMS de prueba…',
  },
  loginFailedPlain: {
    id: 'testPreview.loginFailedPlain',
    defaultMessage: 'No se pudo iniciar sesión.',
  },
  loginRetry: { id: 'testPreview.loginRetry', defaultMessage: 'Reintentar el inicio de sesión' },
  // Device and order form
  deviceHeading: { id: 'testPreview.deviceHeading', defaultMessage: 'Dispositivo y pedido' },
  appVersion: { id: 'testPreview.appVersion', defaultMessage: 'Versión de la app' },
  deviceName: { id: 'testPreview.deviceName', defaultMessage: 'Nombre del dispositivo' },
  deviceId: { id: 'testPreview.deviceId', defaultMessage: 'ID del dispositivo' },
  osVersion: { id: 'testPreview.osVersion', defaultMessage: 'Versión del sistema' },
  sessionId: { id: 'testPreview.sessionId', defaultMessage: 'ID de sesión' },
  gps_adid: { id: 'testPreview.gps_adid', defaultMessage: 'ID de publicidad (gps_adid)' },
  productId: { id: 'testPreview.productId', defaultMessage: 'ID del producto' },
  orderId: { id: 'testPreview.orderId', defaultMessage: 'ID del pedido' },
  // Links
  linksHeading: { id: 'testPreview.linksHeading', defaultMessage: 'Páginas' },
  linksHint: {
    id: 'testPreview.linksHint',
    defaultMessage: 'Cada enlace lleva los campos de arriba como parámetros.',
  },
  linksHintRecording: {
    id: 'testPreview.linksHintRecording',
    defaultMessage:
      'Grabando: los enlaces se abren sin recargar para que la cinta continúe; los datos del dispositivo se aplican en la próxima carga.',
  },
  confirm: { id: 'testPreview.link.confirm', defaultMessage: 'Confirmación del préstamo' },
  loanDetail: { id: 'testPreview.link.loanDetail', defaultMessage: 'Detalles del préstamo' },
  repay: { id: 'testPreview.link.repay', defaultMessage: 'Pago' },
  repayDelay: { id: 'testPreview.link.repayDelay', defaultMessage: 'Extensión del pago' },
  bindCard: { id: 'testPreview.link.bindCard', defaultMessage: 'Vincular tarjeta bancaria' },
  aboutUs: { id: 'testPreview.link.aboutUs', defaultMessage: 'Acerca de nosotros' },
  complaint: { id: 'testPreview.link.complaint', defaultMessage: 'Quejas' },
  customerService: {
    id: 'testPreview.link.customerService',
    defaultMessage: 'Servicio al cliente',
  },
  privacyPolicy: { id: 'testPreview.link.privacyPolicy', defaultMessage: 'Política de privacidad' },
  paymentInstructions: {
    id: 'testPreview.link.paymentInstructions',
    defaultMessage: 'Instrucciones de pago',
  },
  // Photo, contact, location
  extrasHeading: {
    id: 'testPreview.extrasHeading',
    defaultMessage: 'Foto, contacto y ubicación',
  },
  photoLabel: { id: 'testPreview.photoLabel', defaultMessage: 'Foto' },
  photoNone: {
    id: 'testPreview.photoNone',
    defaultMessage: 'Ninguna foto elegida. No se sube nada.',
  },
  contactLabel: { id: 'testPreview.contactLabel', defaultMessage: 'Teléfono de contacto' },
  contactInvalid: {
    id: 'testPreview.contactInvalid',
    defaultMessage: 'Ingrese un número de móvil correcto',
  },
  locationButton: { id: 'testPreview.locationButton', defaultMessage: 'Obtener ubicación' },
  locationLocating: { id: 'testPreview.locationLocating', defaultMessage: 'Obteniendo ubicación…' },
  locationDenied: {
    id: 'testPreview.locationDenied',
    defaultMessage: 'No se dio permiso para la ubicación.',
  },
  locationUnavailable: {
    id: 'testPreview.locationUnavailable',
    defaultMessage: 'La ubicación no está disponible.',
  },
  locationTimeout: {
    id: 'testPreview.locationTimeout',
    defaultMessage: 'Se agotó el tiempo para obtener la ubicación.',
  },
  locationUnsupported: {
    id: 'testPreview.locationUnsupported',
    defaultMessage: 'Este navegador no ofrece la ubicación.',
  },
  locationNote: {
    id: 'testPreview.locationNote',
    defaultMessage: 'La ubicación solo se muestra aquí; no se guarda ni se envía.',
  },
  // QA tape panel
  tapeHeading: { id: 'testPreview.tapeHeading', defaultMessage: 'Cinta QA' },
  tapeOn: { id: 'testPreview.tapeOn', defaultMessage: 'Grabación activa' },
  tapeOff: { id: 'testPreview.tapeOff', defaultMessage: 'Grabación desactivada' },
  tapeNote: {
    id: 'testPreview.tapeNote',
    defaultMessage:
      'La cinta se guarda solo en memoria y empieza de nuevo con cada carga de página. Los datos personales se ocultan al grabar.',
  },
  tapeRefresh: { id: 'testPreview.tapeRefresh', defaultMessage: 'Actualizar' },
  tapeStart: { id: 'testPreview.tapeStart', defaultMessage: 'Iniciar grabación' },
  tapeStop: { id: 'testPreview.tapeStop', defaultMessage: 'Detener grabación' },
  tapeDownload: { id: 'testPreview.tapeDownload', defaultMessage: 'Descargar' },
  tapeCopy: { id: 'testPreview.tapeCopy', defaultMessage: 'Copiar' },
  tapeCopyLabel: { id: 'testPreview.tapeCopyLabel', defaultMessage: 'Copiar la cinta' },
  tapeShare: { id: 'testPreview.tapeShare', defaultMessage: 'Enviar a la app' },
  shareShared: { id: 'testPreview.shareShared', defaultMessage: 'Cinta enviada a la app' },
  shareUnavailable: {
    id: 'testPreview.shareUnavailable',
    defaultMessage: 'Enviar a la app solo funciona dentro de la app',
  },
  shareFailed: { id: 'testPreview.shareFailed', defaultMessage: 'No se pudo enviar la cinta' },
  // Replay
  replayHeading: { id: 'testPreview.replayHeading', defaultMessage: 'Reproducir una cinta' },
  replayFile: { id: 'testPreview.replayFile', defaultMessage: 'Archivo de la cinta (.json)' },
  replayPaste: { id: 'testPreview.replayPaste', defaultMessage: 'O pegue el JSON de la cinta' },
  replayLoad: { id: 'testPreview.replayLoad', defaultMessage: 'Cargar la cinta' },
  replayInvalidJson: {
    id: 'testPreview.replayInvalidJson',
    defaultMessage: 'El texto no es JSON válido.',
  },
  replayInvalidTape: {
    id: 'testPreview.replayInvalidTape',
    defaultMessage: 'No es una cinta QA compatible (formato 1).',
  },
  replayEmpty: {
    id: 'testPreview.replayEmpty',
    defaultMessage: 'Elija un archivo o pegue una cinta.',
  },
  playerLabel: { id: 'testPreview.playerLabel', defaultMessage: 'Reproductor de la cinta' },
  play: { id: 'testPreview.play', defaultMessage: 'Reproducir' },
  pause: { id: 'testPreview.pause', defaultMessage: 'Pausa' },
  step: { id: 'testPreview.step', defaultMessage: 'Paso' },
  speed: { id: 'testPreview.speed', defaultMessage: 'Velocidad' },
  closePlayer: { id: 'testPreview.closePlayer', defaultMessage: 'Cerrar' },
  finished: {
    id: 'testPreview.finished',
    defaultMessage: 'Reproducción completa, sin divergencias.',
  },
  diverged: {
    id: 'testPreview.diverged',
    defaultMessage: 'La reproducción diverge de la grabación',
  },
  notReplayed: {
    id: 'testPreview.notReplayed',
    defaultMessage: 'La página de prueba no se muestra dentro del reproductor.',
  },
});

export const loginSucceeded = defineMessage<{ username: string }>({
  id: 'testPreview.loginSucceeded',
  defaultMessage: 'Sesión iniciada como {username}',
});

export const loginFailed = defineMessage<{ message: string }>({
  id: 'testPreview.loginFailed',
  defaultMessage: 'No se pudo iniciar sesión: {message}',
});

export const photoChosen = defineMessage<{ name: string; size: string }>({
  id: 'testPreview.photoChosen',
  defaultMessage: '{name} ({size})',
});

export const locationResult = defineMessage<{
  latitude: string;
  longitude: string;
  accuracy: number;
}>({
  id: 'testPreview.locationResult',
  defaultMessage: 'Latitud {latitude}, longitud {longitude} (±{accuracy} m)',
});

export const tapeSize = defineMessage<{ size: string; count: number }>({
  id: 'testPreview.tapeSize',
  defaultMessage: '{size} · {count, plural, one {# entrada} other {# entradas}}',
});

export const position = defineMessage<{ position: number; total: number }>({
  id: 'testPreview.position',
  defaultMessage: 'Entrada {position} de {total}',
});

export const lastEntry = defineMessage<{ entry: string }>({
  id: 'testPreview.lastEntry',
  defaultMessage: 'Última: {entry}',
});
