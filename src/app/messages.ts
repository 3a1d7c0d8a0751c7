import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFoundTitle: { id: 'app.notFoundTitle', defaultMessage: 'Página no encontrada' },
  notFoundText: {
    id: 'app.notFoundText',
    defaultMessage: 'La página que busca no existe o ya no está disponible.',
  },
  contactUs: { id: 'app.contactUs', defaultMessage: 'Contactar a servicio al cliente' },
});
