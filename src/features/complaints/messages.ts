import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the complaint entry and form; the catalogs are src/i18n/messages/<locale>/complaints.json. */
export const messages = defineMessages({
  entryTitle: { id: 'complaints.entryTitle', defaultMessage: 'Quejas' },
  formTitle: { id: 'complaints.formTitle', defaultMessage: 'Escribir queja' },
  myComplaints: { id: 'complaints.myComplaints', defaultMessage: 'Mis quejas' },
  loading: { id: 'complaints.loading', defaultMessage: 'Cargando sus pedidos…' },
  loadFailed: {
    id: 'complaints.loadFailed',
    defaultMessage: 'No pudimos cargar los tipos de queja.',
  },
  currentOrder: { id: 'complaints.currentOrder', defaultMessage: 'Pedido' },
  orderNo: { id: 'complaints.orderNo', defaultMessage: 'Núm. de pedido' },
  noOrders: {
    id: 'complaints.noOrders',
    defaultMessage: 'No tiene pedidos. Puede enviar quejas que no sean de cobranza.',
  },
  allOrders: { id: 'complaints.allOrders', defaultMessage: 'Todos' },
  chooseOrder: { id: 'complaints.chooseOrder', defaultMessage: 'Elija un pedido' },
  typesTitle: { id: 'complaints.typesTitle', defaultMessage: 'Tipo de problema' },
  noTypes: {
    id: 'complaints.noTypes',
    defaultMessage: 'No hay tipos de queja disponibles en este momento.',
  },
  collectionRefused: {
    id: 'complaints.collectionRefused',
    defaultMessage: 'El pedido seleccionado no admite quejas de tipo cobranza',
  },
  typeLabel: { id: 'complaints.typeLabel', defaultMessage: 'Tipo de problema' },
  subTypeLabel: { id: 'complaints.subTypeLabel', defaultMessage: 'Subtipo' },
  descriptionLabel: { id: 'complaints.descriptionLabel', defaultMessage: 'Descripción' },
  descriptionPlaceholder: {
    id: 'complaints.descriptionPlaceholder',
    defaultMessage: 'Cuéntenos qué pasó',
  },
  textRequired: {
    id: 'complaints.textRequired',
    defaultMessage: 'Por favor, rellene sus comentarios y sugerencias',
  },
  addPhotos: { id: 'complaints.addPhotos', defaultMessage: 'Agregar fotos' },
  photoPreparing: { id: 'complaints.photoPreparing', defaultMessage: 'Preparando…' },
  photoUploading: { id: 'complaints.photoUploading', defaultMessage: 'Subiendo…' },
  uploadSuccess: {
    id: 'complaints.uploadSuccess',
    defaultMessage: '¡La carga se realizó correctamente!',
  },
  uploadFailed: { id: 'complaints.uploadFailed', defaultMessage: 'No se pudo subir la foto.' },
  decodeFailed: {
    id: 'complaints.decodeFailed',
    defaultMessage: 'No pudimos leer esta imagen. Elija otra foto.',
  },
  photoUnsupported: {
    id: 'complaints.photoUnsupported',
    defaultMessage: 'Este navegador no puede preparar la foto. Pruebe con otro navegador.',
  },
  photosBusy: {
    id: 'complaints.photosBusy',
    defaultMessage: 'Espere a que terminen de subirse las fotos.',
  },
  send: { id: 'complaints.send', defaultMessage: 'Enviar' },
  saveFailed: {
    id: 'complaints.saveFailed',
    defaultMessage: 'No se pudo enviar la queja, inténtelo de nuevo.',
  },
  saveDoubt: {
    id: 'complaints.saveDoubt',
    defaultMessage:
      'No recibimos respuesta: su queja pudo haberse enviado. Revise «Mis quejas» antes de enviarla de nuevo.',
  },
  sentTitle: { id: 'complaints.sentTitle', defaultMessage: 'Queja enviada' },
  sentText: {
    id: 'complaints.sentText',
    defaultMessage: 'Gracias. Revisaremos su queja y le responderemos pronto.',
  },
  unknownType: {
    id: 'complaints.unknownType',
    defaultMessage: 'No encontramos este tipo de queja. Elíjalo de nuevo.',
  },
  backToEntry: { id: 'complaints.backToEntry', defaultMessage: 'Elegir tipo de queja' },
  close: { id: 'complaints.close', defaultMessage: 'Cerrar' },
});

/** The ids the saga, the slice and the form schema hand to the pages (translated where shown). */
export const MESSAGE_IDS = {
  collectionRefused: messages.collectionRefused.id,
  textRequired: messages.textRequired.id,
  uploadSuccess: messages.uploadSuccess.id,
  uploadFailed: messages.uploadFailed.id,
  decodeFailed: messages.decodeFailed.id,
  photoUnsupported: messages.photoUnsupported.id,
  photosBusy: messages.photosBusy.id,
  saveFailed: messages.saveFailed.id,
  saveDoubt: messages.saveDoubt.id,
} as const;

/** The photos' heading: how many of the most. */
export const photosTitle = defineMessage<{ count: number; max: number }>({
  id: 'complaints.photosTitle',
  defaultMessage: 'Fotos ({count}/{max})',
});

/** A photo's name and the names of its controls ('Quitar foto 3'), n counting from 1. */
export const photoMessages = {
  photoName: defineMessage<{ n: number }>({
    id: 'complaints.photoName',
    defaultMessage: 'Foto {n}',
  }),
  viewPhoto: defineMessage<{ n: number }>({
    id: 'complaints.viewPhoto',
    defaultMessage: 'Ver foto {n}',
  }),
  removePhoto: defineMessage<{ n: number }>({
    id: 'complaints.removePhoto',
    defaultMessage: 'Quitar foto {n}',
  }),
  retryPhoto: defineMessage<{ n: number }>({
    id: 'complaints.retryPhoto',
    defaultMessage: 'Reintentar foto {n}',
  }),
};
