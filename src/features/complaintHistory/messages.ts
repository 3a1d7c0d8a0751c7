import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  listTitle: { id: 'complaintHistory.listTitle', defaultMessage: 'Mis quejas' },
  listLoading: { id: 'complaintHistory.listLoading', defaultMessage: 'Cargando sus quejas…' },
  listLoadFailed: {
    id: 'complaintHistory.listLoadFailed',
    defaultMessage: 'No pudimos cargar sus quejas.',
  },
  tabsLabel: { id: 'complaintHistory.tabsLabel', defaultMessage: 'Estado de las quejas' },
  emptyTab: { id: 'complaintHistory.emptyTab', defaultMessage: 'Aún no hay quejas aquí' },
  refresh: { id: 'complaintHistory.refresh', defaultMessage: 'Actualizar' },
  refreshing: { id: 'complaintHistory.refreshing', defaultMessage: 'Actualizando…' },
  refreshed: { id: 'complaintHistory.refreshed', defaultMessage: 'Actualizado' },
  refreshFailed: {
    id: 'complaintHistory.refreshFailed',
    defaultMessage: 'No se pudo actualizar',
  },
  releaseToRefresh: {
    id: 'complaintHistory.releaseToRefresh',
    defaultMessage: 'Suelte para actualizar',
  },
  itemTime: { id: 'complaintHistory.itemTime', defaultMessage: 'Fecha' },
  itemType: { id: 'complaintHistory.itemType', defaultMessage: 'Tipo de queja' },
  detailTitle: { id: 'complaintHistory.detailTitle', defaultMessage: 'Detalle de la queja' },
  detailLoading: { id: 'complaintHistory.detailLoading', defaultMessage: 'Cargando la queja…' },
  detailLoadFailed: {
    id: 'complaintHistory.detailLoadFailed',
    defaultMessage: 'No pudimos cargar la queja.',
  },
  missingId: {
    id: 'complaintHistory.missingId',
    defaultMessage: 'No sabemos qué queja mostrar: falta su número.',
  },
  toList: { id: 'complaintHistory.toList', defaultMessage: 'Ver mis quejas' },
  type: { id: 'complaintHistory.type', defaultMessage: 'Tipo de queja' },
  subType: { id: 'complaintHistory.subType', defaultMessage: 'Subtipo' },
  time: { id: 'complaintHistory.time', defaultMessage: 'Fecha' },
  content: { id: 'complaintHistory.content', defaultMessage: 'Descripción' },
  images: { id: 'complaintHistory.images', defaultMessage: 'Imágenes' },
  reply: { id: 'complaintHistory.reply', defaultMessage: 'Resultado de la atención' },
  replyImages: {
    id: 'complaintHistory.replyImages',
    defaultMessage: 'Imágenes de la respuesta',
  },
  previewTitle: { id: 'complaintHistory.previewTitle', defaultMessage: 'Vista previa' },
  close: { id: 'complaintHistory.close', defaultMessage: 'Cerrar' },
  scoreTitle: {
    id: 'complaintHistory.scoreTitle',
    defaultMessage: 'Califique la atención de su queja',
  },
  scoreGroup: { id: 'complaintHistory.scoreGroup', defaultMessage: 'Calificación' },
  scoreSubmit: { id: 'complaintHistory.scoreSubmit', defaultMessage: 'Enviar' },
  scoreCancel: { id: 'complaintHistory.scoreCancel', defaultMessage: 'Cancelar' },
  scoreNone: { id: 'complaintHistory.scoreNone', defaultMessage: 'Seleccione una calificación' },
  scoreFailed: {
    id: 'complaintHistory.scoreFailed',
    defaultMessage: 'No pudimos enviar su calificación. Inténtelo de nuevo.',
  },
  scoreThanks: {
    id: 'complaintHistory.scoreThanks',
    defaultMessage: '¡Gracias por su calificación!',
  },
});

export const tabFallback = defineMessage<{ index: number }>({
  id: 'complaintHistory.tabFallback',
  defaultMessage: 'Pestaña {index}',
});

export const imageLabel = defineMessage<{ index: number; total: number }>({
  id: 'complaintHistory.imageLabel',
  defaultMessage: 'Imagen {index} de {total}',
});

export const openImageLabel = defineMessage<{ index: number; total: number }>({
  id: 'complaintHistory.openImageLabel',
  defaultMessage: 'Ampliar la imagen {index} de {total}',
});

/** The message ids sagas put in toasts (a saga names texts by id, the page translates them). */
export const SCORE_THANKS_ID = messages.scoreThanks.id;
