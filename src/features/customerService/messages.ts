import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'customerService.title', defaultMessage: 'Servicio al cliente' },
  intro: {
    id: 'customerService.intro',
    defaultMessage: 'Estamos para ayudarle. Contáctenos por teléfono o correo.',
  },
  telephone: { id: 'customerService.telephone', defaultMessage: 'Teléfono' },
  email: { id: 'customerService.email', defaultMessage: 'Correo electrónico' },
  loading: { id: 'customerService.loading', defaultMessage: 'Cargando datos de contacto…' },
  loadFailed: {
    id: 'customerService.loadFailed',
    defaultMessage: 'No pudimos cargar los datos de contacto.',
  },
});

export const callLabel = defineMessage<{ telephone: string }>({
  id: 'customerService.callLabel',
  defaultMessage: 'Llamar al {telephone}',
});
export const emailLabel = defineMessage<{ email: string }>({
  id: 'customerService.emailLabel',
  defaultMessage: 'Escribir a {email}',
});
