import { defineMessage, defineMessages } from 'react-intl';

/**
 * The player's account of a divergence (DivergenceView), in the devtools texts: where it happened, why
 * (one text per reason code of the replayer) and the labels of the recorded values.
 */
export const divergenceMessages = defineMessages({
  divergenceExpected: { id: 'devtools.divergenceExpected', defaultMessage: 'Esperado (grabación)' },
  divergenceGot: { id: 'devtools.divergenceGot', defaultMessage: 'Obtenido (reproducción)' },
  divergenceDifferences: { id: 'devtools.divergenceDifferences', defaultMessage: 'Diferencias' },
  divergenceNothing: { id: 'devtools.divergenceNothing', defaultMessage: '(nada)' },
  kindActionUser: { id: 'devtools.kindActionUser', defaultMessage: 'acción del usuario' },
  kindActionSaga: { id: 'devtools.kindActionSaga', defaultMessage: 'acción de las sagas' },
  kindActionBridge: {
    id: 'devtools.kindActionBridge',
    defaultMessage: 'acción de la app (puente)',
  },
  kindActionApi: { id: 'devtools.kindActionApi', defaultMessage: 'acción de un hook de la api' },
  kindApiCall: { id: 'devtools.kindApiCall', defaultMessage: 'llamada a la api' },
  kindApiResult: { id: 'devtools.kindApiResult', defaultMessage: 'respuesta de la api' },
  kindBridgeCall: { id: 'devtools.kindBridgeCall', defaultMessage: 'llamada al puente' },
  kindBridgeResult: { id: 'devtools.kindBridgeResult', defaultMessage: 'respuesta del puente' },
  kindSync: { id: 'devtools.kindSync', defaultMessage: 'efecto síncrono' },
  kindTimerSet: { id: 'devtools.kindTimerSet', defaultMessage: 'temporizador iniciado' },
  kindTimerFired: { id: 'devtools.kindTimerFired', defaultMessage: 'temporizador cumplido' },
  kindRoute: { id: 'devtools.kindRoute', defaultMessage: 'cambio de ruta' },
  kindPage: { id: 'devtools.kindPage', defaultMessage: 'carga de página' },
  kindCheckpoint: { id: 'devtools.kindCheckpoint', defaultMessage: 'punto de control del estado' },
  kindFinalState: { id: 'devtools.kindFinalState', defaultMessage: 'estado final' },
  kindEnd: { id: 'devtools.kindEnd', defaultMessage: 'fin de la cinta' },
  reasonExtraAction: {
    id: 'devtools.reasonExtraAction',
    defaultMessage: 'las sagas despacharon una acción que la grabación no tiene',
  },
  reasonExtraApiCall: {
    id: 'devtools.reasonExtraApiCall',
    defaultMessage: 'una llamada a la api que la grabación no tiene',
  },
  reasonExtraBridgeCall: {
    id: 'devtools.reasonExtraBridgeCall',
    defaultMessage: 'una llamada al puente que la grabación no tiene',
  },
  reasonExtraTimer: {
    id: 'devtools.reasonExtraTimer',
    defaultMessage: 'un temporizador que la grabación no tiene',
  },
  reasonMissingApiCall: {
    id: 'devtools.reasonMissingApiCall',
    defaultMessage: 'se esperaba una llamada a la api; las sagas no hicieron ninguna',
  },
  reasonMissingBridgeCall: {
    id: 'devtools.reasonMissingBridgeCall',
    defaultMessage: 'se esperaba una llamada al puente; las sagas no hicieron ninguna',
  },
  reasonMissingTimer: {
    id: 'devtools.reasonMissingTimer',
    defaultMessage: 'se esperaba un temporizador; las sagas no iniciaron ninguno',
  },
  reasonApiCallDiffers: {
    id: 'devtools.reasonApiCallDiffers',
    defaultMessage: 'la llamada a la api es distinta',
  },
  reasonBridgeCallDiffers: {
    id: 'devtools.reasonBridgeCallDiffers',
    defaultMessage: 'la llamada al puente es distinta',
  },
  reasonTimerDiffers: {
    id: 'devtools.reasonTimerDiffers',
    defaultMessage: 'el temporizador es distinto',
  },
  reasonMissingAction: {
    id: 'devtools.reasonMissingAction',
    defaultMessage: 'se esperaba una acción de las sagas; no despacharon ninguna',
  },
  reasonDifferentAction: {
    id: 'devtools.reasonDifferentAction',
    defaultMessage: 'las sagas despacharon una acción distinta',
  },
  reasonFinalStateDiffers: {
    id: 'devtools.reasonFinalStateDiffers',
    defaultMessage: 'el estado final es distinto',
  },
});

export const divergenceEntry = defineMessage<{
  entry: number;
  total: number;
  kind: string;
  reason: string;
}>({
  id: 'devtools.divergenceEntry',
  defaultMessage: 'Entrada {entry} de {total} ({kind}): {reason}',
});

export const divergencePage = defineMessage<{ position: number; count: number; path: string }>({
  id: 'devtools.divergencePage',
  defaultMessage: 'Carga de página {position} de {count}: {path}',
});

export const divergenceScreen = defineMessage<{ screen: string }>({
  id: 'devtools.divergenceScreen',
  defaultMessage: 'Pantalla: {screen}',
});

export const reasonUnexpectedCall = defineMessage<{ call: string }>({
  id: 'devtools.reasonUnexpectedCall',
  defaultMessage: 'llamada inesperada a {call}',
});

export const reasonOtherArguments = defineMessage<{ call: string }>({
  id: 'devtools.reasonOtherArguments',
  defaultMessage: '{call} se llamó con otros argumentos',
});

export const reasonNoState = defineMessage<{ actions: number }>({
  id: 'devtools.reasonNoState',
  defaultMessage:
    'no hay estado después de {actions, plural, one {# acción} other {# acciones}}: las sagas despacharon menos',
});

export const reasonStateDiffers = defineMessage<{ actions: number }>({
  id: 'devtools.reasonStateDiffers',
  defaultMessage:
    'el estado después de {actions, plural, one {# acción} other {# acciones}} es distinto',
});
