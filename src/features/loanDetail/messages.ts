import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'loanDetail.title', defaultMessage: 'Detalles del préstamo' },
  loading: { id: 'loanDetail.loading', defaultMessage: 'Cargando el pedido…' },
  loadFailed: {
    id: 'loanDetail.loadFailed',
    defaultMessage: 'No pudimos cargar los detalles del pedido.',
  },
  details: { id: 'loanDetail.details', defaultMessage: 'Detalles del pedido' },
  repay: { id: 'loanDetail.repay', defaultMessage: 'Pagar' },
  extension: { id: 'loanDetail.extension', defaultMessage: 'Extensión' },
  borrowAgain: { id: 'loanDetail.borrowAgain', defaultMessage: 'Pedir prestado de nuevo' },
  extensionTitle: { id: 'loanDetail.extensionTitle', defaultMessage: 'Recordatorio' },
  extensionText: {
    id: 'loanDetail.extensionText',
    defaultMessage: 'Puede extender el plazo de su préstamo o realizar el pago normal.',
  },
  goExtension: { id: 'loanDetail.goExtension', defaultMessage: 'Ir a la extensión' },
  goRepay: { id: 'loanDetail.goRepay', defaultMessage: 'Ir al pago normal' },
  ratingTitle: { id: 'loanDetail.ratingTitle', defaultMessage: 'Califique nuestro servicio' },
  ratingGroup: { id: 'loanDetail.ratingGroup', defaultMessage: 'Calificación' },
  ratingSubmit: { id: 'loanDetail.ratingSubmit', defaultMessage: 'Enviar' },
  ratingNone: { id: 'loanDetail.ratingNone', defaultMessage: 'Seleccione una calificación' },
  later: { id: 'loanDetail.later', defaultMessage: 'Ahora no' },
  thanksTitle: { id: 'loanDetail.thanksTitle', defaultMessage: '¡Gracias!' },
  thanksText: {
    id: 'loanDetail.thanksText',
    defaultMessage: 'Gracias por su calificación. Seguiremos mejorando.',
  },
  close: { id: 'loanDetail.close', defaultMessage: 'Cerrar' },
  refreshing: { id: 'loanDetail.refreshing', defaultMessage: 'Actualizando…' },
  opensNewTab: { id: 'loanDetail.opensNewTab', defaultMessage: '(se abre en una pestaña nueva)' },
});
