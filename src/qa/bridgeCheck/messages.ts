import { defineMessage, defineMessages } from 'react-intl';

/** The bridge check page's texts (ids `bridgeCheck.*`; catalogs in src/i18n/messages/<locale>/bridgeCheck.json). */

export const countsMessage = defineMessage<{
  pass: number;
  fail: number;
  fallback: number;
  pending: number;
  notRun: number;
}>({
  id: 'bridgeCheck.counts',
  defaultMessage:
    '{pass} correctas · {fail} fallidas · {fallback} sin atender · {pending} pendientes · {notRun} sin ejecutar',
});
export const transportConfiguredMessage = defineMessage<{ transport: string }>({
  id: 'bridgeCheck.transportConfigured',
  defaultMessage: '{transport} (configurado en config.js)',
});
export const hostActionsMessage = defineMessage<{ actions: string }>({
  id: 'bridgeCheck.hostActions',
  defaultMessage: 'Acciones que atiende: {actions}',
});
export const runLabelMessage = defineMessage<{ action: string }>({
  id: 'bridgeCheck.runLabel',
  defaultMessage: 'Ejecutar {action}',
});
export const payloadMessage = defineMessage<{ payload: string }>({
  id: 'bridgeCheck.payload',
  defaultMessage: 'Datos: {payload}',
});
export const elapsedMessage = defineMessage<{ ms: number }>({
  id: 'bridgeCheck.elapsed',
  defaultMessage: '{ms} ms',
});
export const resultDetailMessage = defineMessage<{ detail: string }>({
  id: 'bridgeCheck.resultDetail',
  defaultMessage: 'Resultado: {detail}',
});
export const eventReceivedMessage = defineMessage<{ count: number }>({
  id: 'bridgeCheck.eventReceived',
  defaultMessage: 'Recibido {count, plural, one {# vez} other {# veces}}',
});
export const frameFoundMessage = defineMessage<{ objects: string }>({
  id: 'bridgeCheck.frameFound',
  defaultMessage: 'Objetos visibles en el marco: {objects}',
});
export const frameAnswerMessage = defineMessage<{ detail: string }>({
  id: 'bridgeCheck.frameAnswer',
  defaultMessage: 'Respuesta al marco: {detail}',
});
export const messages = defineMessages({
  title: { id: 'bridgeCheck.title', defaultMessage: 'Comprobación del puente' },
  intro: {
    id: 'bridgeCheck.intro',
    defaultMessage:
      'Abra esta página dentro del web view de su app, con su código nativo. Las comprobaciones automáticas corren al abrirla; las acciones que muestran pantallas nativas esperan a que toque Ejecutar.',
  },
  summaryHeading: { id: 'bridgeCheck.summaryHeading', defaultMessage: 'Resultado' },
  runAgain: { id: 'bridgeCheck.runAgain', defaultMessage: 'Ejecutar de nuevo' },
  startOver: { id: 'bridgeCheck.startOver', defaultMessage: 'Empezar de cero' },
  copy: { id: 'bridgeCheck.copy', defaultMessage: 'Copiar informe' },
  share: { id: 'bridgeCheck.share', defaultMessage: 'Compartir informe' },
  reportText: { id: 'bridgeCheck.reportText', defaultMessage: 'Texto del informe' },
  reportLabel: {
    id: 'bridgeCheck.reportLabel',
    defaultMessage: 'Informe (selecciónelo y cópielo)',
  },
  copied: { id: 'bridgeCheck.copied', defaultMessage: 'Informe copiado' },
  copyFailed: {
    id: 'bridgeCheck.copyFailed',
    defaultMessage: 'No se pudo copiar: seleccione el texto del informe abajo.',
  },
  environmentHeading: { id: 'bridgeCheck.environmentHeading', defaultMessage: 'Dónde corre' },
  inApp: { id: 'bridgeCheck.inApp', defaultMessage: 'En la app' },
  inAppYes: { id: 'bridgeCheck.inAppYes', defaultMessage: 'Sí' },
  inAppNo: {
    id: 'bridgeCheck.inAppNo',
    defaultMessage: 'No: ninguna app responde (se usan las alternativas del navegador)',
  },
  transport: { id: 'bridgeCheck.transport', defaultMessage: 'Transporte' },
  transportNone: { id: 'bridgeCheck.transportNone', defaultMessage: 'ninguno' },
  handshakeHeading: { id: 'bridgeCheck.handshakeHeading', defaultMessage: 'Saludo (hello)' },
  handshakeHow: {
    id: 'bridgeCheck.handshakeHow',
    defaultMessage:
      'La página envía su propio hello (el arranque de la app ya envió uno) y muestra la respuesta: las acciones que su app atiende. Las demás van directo a su alternativa.',
  },
  none: { id: 'bridgeCheck.none', defaultMessage: 'ninguna' },
  automaticHeading: { id: 'bridgeCheck.automaticHeading', defaultMessage: 'Acciones automáticas' },
  consentHeading: {
    id: 'bridgeCheck.consentHeading',
    defaultMessage: 'Acciones con pantalla nativa',
  },
  consentHow: {
    id: 'bridgeCheck.consentHow',
    defaultMessage:
      'Cada una muestra una pantalla nativa, sale de esta página o cierra el web view: solo corre cuando toca su botón Ejecutar. Su resultado se guarda en esta pestaña.',
  },
  run: { id: 'bridgeCheck.run', defaultMessage: 'Ejecutar' },
  notListed: {
    id: 'bridgeCheck.notListed',
    defaultMessage:
      'No está entre las acciones que atiende su app: correrá la alternativa de la página.',
  },
  eventsHeading: { id: 'bridgeCheck.eventsHeading', defaultMessage: 'Eventos de la app' },
  eventsHow: {
    id: 'bridgeCheck.eventsHow',
    defaultMessage:
      'Envíe cada evento desde su código nativo tal como lo hará en producción, con window.CuotaWeb.emit (Android con addWebMessageListener: replyProxy.postMessage). Cada uno se marca al llegar, con sus datos.',
  },
  eventWaiting: { id: 'bridgeCheck.eventWaiting', defaultMessage: 'Aún no recibido' },
  backHeld: {
    id: 'bridgeCheck.backHeld',
    defaultMessage: 'Atrás retenido: esta página se queda. La próxima pulsación vuelve atrás.',
  },
  isolationHeading: { id: 'bridgeCheck.isolationHeading', defaultMessage: 'Aislamiento' },
  frameLabel: { id: 'bridgeCheck.frameLabel', defaultMessage: 'Marco hijo' },
  frameHow: {
    id: 'bridgeCheck.frameHow',
    defaultMessage:
      'La página abre un marco con esta misma app (no es el marco principal). Allí busca los objetos de su app y envía un hello: su app no debe responder a ningún marco que no sea el principal.',
  },
  frameWarning: {
    id: 'bridgeCheck.frameWarning',
    defaultMessage:
      'Aviso: los objetos de su app se ven en este marco (react-native-webview en Android, addJavascriptInterface y los manejadores de WKWebView están en todos los marcos). No respondió al marco, que es lo que cuenta.',
  },
  frameTitle: { id: 'bridgeCheck.frameTitle', defaultMessage: 'Marco de prueba del puente' },
  frameRunning: {
    id: 'bridgeCheck.frameRunning',
    defaultMessage: 'El marco arranca y espera 2 s una respuesta…',
  },
  probeTitle: { id: 'bridgeCheck.probeTitle', defaultMessage: 'Sonda del puente' },
  probeRunning: {
    id: 'bridgeCheck.probeRunning',
    defaultMessage: 'Buscando los objetos de la app y esperando una respuesta…',
  },
  probeDone: { id: 'bridgeCheck.probeDone', defaultMessage: 'Informe enviado a la página.' },
  foreignLabel: { id: 'bridgeCheck.foreignLabel', defaultMessage: 'Página ajena' },
  foreignHow: {
    id: 'bridgeCheck.foreignHow',
    defaultMessage:
      'Toque el enlace: la política de navegación de su app debe abrir https://example.org/ fuera del web view (en el navegador del sistema) y esta página debe seguir aquí al volver.',
  },
  foreignLink: { id: 'bridgeCheck.foreignLink', defaultMessage: 'Abrir example.org' },
});

export const verdictLabels = defineMessages({
  pass: { id: 'bridgeCheck.verdict.pass', defaultMessage: 'Correcto' },
  fail: { id: 'bridgeCheck.verdict.fail', defaultMessage: 'Falla' },
  fallback: { id: 'bridgeCheck.verdict.fallback', defaultMessage: 'No atendida (alternativa)' },
  pending: { id: 'bridgeCheck.verdict.pending', defaultMessage: 'Esperando' },
  notRun: { id: 'bridgeCheck.verdict.notRun', defaultMessage: 'Sin ejecutar' },
});

export const outcomeLabels = defineMessages({
  answered: { id: 'bridgeCheck.outcome.answered', defaultMessage: 'respondida' },
  sent: {
    id: 'bridgeCheck.outcome.sent',
    defaultMessage: 'enviada (sin respuesta, por protocolo)',
  },
  timeout: { id: 'bridgeCheck.outcome.timeout', defaultMessage: 'sin respuesta a tiempo' },
  unsupported: {
    id: 'bridgeCheck.outcome.unsupported',
    defaultMessage: 'su app no la atiende: la página usa su alternativa',
  },
  malformed: {
    id: 'bridgeCheck.outcome.malformed',
    defaultMessage: 'respuesta fuera del protocolo',
  },
  badValue: { id: 'bridgeCheck.outcome.badValue', defaultMessage: 'valor inesperado' },
  error: { id: 'bridgeCheck.outcome.error', defaultMessage: 'error' },
  outside: { id: 'bridgeCheck.outcome.outside', defaultMessage: 'fuera de la app' },
  received: { id: 'bridgeCheck.outcome.received', defaultMessage: 'recibido' },
  unanswered: { id: 'bridgeCheck.outcome.unanswered', defaultMessage: 'sin respuesta al marco' },
  stayed: { id: 'bridgeCheck.outcome.stayed', defaultMessage: 'la página siguió aquí' },
  returned: { id: 'bridgeCheck.outcome.returned', defaultMessage: 'se abrió fuera y volvió' },
  left: {
    id: 'bridgeCheck.outcome.left',
    defaultMessage: 'la página ajena se cargó en el web view',
  },
});

export const overallLabels = defineMessages({
  pass: { id: 'bridgeCheck.overall.pass', defaultMessage: 'Todo correcto' },
  fail: { id: 'bridgeCheck.overall.fail', defaultMessage: 'Hay fallos' },
  incomplete: {
    id: 'bridgeCheck.overall.incomplete',
    defaultMessage: 'Incompleto: faltan comprobaciones',
  },
  notInApp: {
    id: 'bridgeCheck.overall.notInApp',
    defaultMessage: 'Fuera de la app: ábrala en su web view',
  },
});

export const shareLabels = defineMessages({
  shared: { id: 'bridgeCheck.share.shared', defaultMessage: 'Informe compartido' },
  failed: { id: 'bridgeCheck.share.failed', defaultMessage: 'No se pudo compartir' },
  unavailable: {
    id: 'bridgeCheck.share.unavailable',
    defaultMessage: 'Aquí no se puede compartir: copie el informe',
  },
});
