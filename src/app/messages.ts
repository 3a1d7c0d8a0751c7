import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFoundTitle: { id: 'app.notFoundTitle', defaultMessage: 'Página no encontrada' },
  notFoundText: {
    id: 'app.notFoundText',
    defaultMessage: 'La página que busca no existe o ya no está disponible.',
  },
  contactUs: { id: 'app.contactUs', defaultMessage: 'Contactar a servicio al cliente' },
  routeErrorTitle: { id: 'app.routeErrorTitle', defaultMessage: 'No se pudo abrir la página' },
  routeErrorText: {
    id: 'app.routeErrorText',
    defaultMessage: 'Revise su conexión e inténtelo de nuevo.',
  },
  reload: { id: 'app.reload', defaultMessage: 'Reintentar' },
});
