import { defineMessages } from 'react-intl';

/** How the host sends each event, and what each action does with its sample payload. */

export const eventHow = defineMessages({
  resume: {
    id: 'bridgeCheck.event.resume',
    defaultMessage:
      'Cuando el web view vuelve a verse: se cerró una pantalla nativa o la app vuelve al frente.',
  },
  bankFlowEnded: {
    id: 'bridgeCheck.event.bankFlowEnded',
    defaultMessage:
      'Al terminar el flujo bancario nativo que abrió startBankFlow (puede llevar cardId).',
  },
  back: {
    id: 'bridgeCheck.event.back',
    defaultMessage:
      'Con el botón atrás del sistema, una vez que la página dijo hello. Esta página retiene la primera pulsación (la cuenta y se queda); la siguiente vuelve atrás como en cualquier página.',
  },
  languageChanged: {
    id: 'bridgeCheck.event.languageChanged',
    defaultMessage:
      'Al cambiar el idioma de la app (es-MX, en, zh-CN). La página se vuelve a cargar en ese idioma, como en producción, y conserva lo recibido.',
  },
  sessionChanged: {
    id: 'bridgeCheck.event.sessionChanged',
    defaultMessage:
      'Opcional: cuando la sesión de la app cambia (sessionId, userId y las demás claves de la URL). La misma sesión de la página no cambia nada; otra se guarda y la página se vuelve a cargar con ella.',
  },
  startTape: {
    id: 'bridgeCheck.event.startTape',
    defaultMessage:
      'QA: la grabación de la cinta empieza en la siguiente carga de página (envíe stopTape después).',
  },
  stopTape: {
    id: 'bridgeCheck.event.stopTape',
    defaultMessage: 'QA: detiene la grabación de la cinta.',
  },
  exportTape: {
    id: 'bridgeCheck.event.exportTape',
    defaultMessage: 'QA: la página le entrega la cinta con la acción shareTape (su app la recibe).',
  },
});

export const actionWhat = defineMessages({
  track: {
    id: 'bridgeCheck.action.track',
    defaultMessage:
      'Registra un punto de análisis (point bridgeCheck). Sin respuesta, por protocolo.',
  },
  openPage: {
    id: 'bridgeCheck.action.openPage',
    defaultMessage:
      'Abre la pantalla nativa de atención al cliente. Respuesta: ok cuando se abrió; unsupported para que la página abra la suya.',
  },
  openPageVariant: {
    id: 'bridgeCheck.action.openPageVariant',
    defaultMessage: 'Como openPage: la variante de la pantalla nativa.',
  },
  goLogin: {
    id: 'bridgeCheck.action.goLogin',
    defaultMessage:
      'Muestra el inicio de sesión nativo (force). Al entrar, su app responde ok y vuelve a cargar el web view con la nueva sesión; al cancelar, responde cancelled.',
  },
  shareTape: {
    id: 'bridgeCheck.action.shareTape',
    defaultMessage: 'Entrega una cinta QA mínima (JSON) a la hoja de compartir de su app.',
  },
  locate: {
    id: 'bridgeCheck.action.locate',
    defaultMessage:
      'Pide una posición (su app puede pedir el permiso de ubicación). Respuesta: latitude, longitude, accuracy.',
  },
  callTelephone: {
    id: 'bridgeCheck.action.callTelephone',
    defaultMessage: 'Abre el marcador con el teléfono de servicio. Sin respuesta.',
  },
  rateApp: {
    id: 'bridgeCheck.action.rateApp',
    defaultMessage: 'Abre la valoración de la app en la tienda. Sin respuesta.',
  },
  goHome: {
    id: 'bridgeCheck.action.goHome',
    defaultMessage: 'Va al inicio nativo (sale de esta página). Sin respuesta.',
  },
  goMine: {
    id: 'bridgeCheck.action.goMine',
    defaultMessage: 'Va a la sección nativa Mi cuenta. Sin respuesta.',
  },
  goProductPage: {
    id: 'bridgeCheck.action.goProductPage',
    defaultMessage: 'Abre la página nativa del producto 1. Sin respuesta.',
  },
  startBankFlow: {
    id: 'bridgeCheck.action.startBankFlow',
    defaultMessage:
      'Abre el flujo bancario nativo del pedido 1174; al terminar, su app envía bankFlowEnded. Sin respuesta.',
  },
  endBankFlow: {
    id: 'bridgeCheck.action.endBankFlow',
    defaultMessage: 'Termina el flujo bancario (pedido 1174, tarjeta 1). Sin respuesta.',
  },
  closeWebView: {
    id: 'bridgeCheck.action.closeWebView',
    defaultMessage: 'Cierra el web view (esta página se va). Sin respuesta.',
  },
});
