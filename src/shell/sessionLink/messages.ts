import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'sessionLink.title', defaultMessage: 'Enlace de otra sesión' },
  notice: {
    id: 'sessionLink.notice',
    defaultMessage: 'Este enlace pertenece a otra sesión, no a la que usa en esta página.',
  },
  advice: {
    id: 'sessionLink.advice',
    defaultMessage:
      'Si no reconoce el enlace, siga con su sesión. Use la sesión del enlace solo si usted lo pidió y confía en él.',
  },
  keep: { id: 'sessionLink.keep', defaultMessage: 'Seguir con mi sesión' },
  use: { id: 'sessionLink.use', defaultMessage: 'Usar la sesión del enlace' },
});
