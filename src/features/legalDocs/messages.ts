import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  privacyTitle: { id: 'legalDocs.privacyTitle', defaultMessage: 'Aviso de privacidad' },
  loanTermsTitle: {
    id: 'legalDocs.loanTermsTitle',
    defaultMessage: 'Términos y condiciones del préstamo',
  },
  aboutTitle: { id: 'legalDocs.aboutTitle', defaultMessage: 'Acerca de nosotros' },
  contactTitle: { id: 'legalDocs.contactTitle', defaultMessage: 'Atención a clientes' },
  telephone: { id: 'legalDocs.telephone', defaultMessage: 'Teléfono' },
  email: { id: 'legalDocs.email', defaultMessage: 'Correo electrónico' },
  contactLink: {
    id: 'legalDocs.contactLink',
    defaultMessage: 'Ir a atención a clientes',
  },
  settingsTitle: { id: 'legalDocs.settingsTitle', defaultMessage: 'Configuración' },
  language: { id: 'legalDocs.language', defaultMessage: 'Idioma' },
  languageChanging: {
    id: 'legalDocs.languageChanging',
    defaultMessage: 'Cambiando el idioma…',
  },
  languageFailed: {
    id: 'legalDocs.languageFailed',
    defaultMessage: 'No se pudo cambiar el idioma. Inténtelo de nuevo.',
  },
  about: { id: 'legalDocs.about', defaultMessage: 'Información de la app' },
  version: { id: 'legalDocs.version', defaultMessage: 'Versión' },
  legal: { id: 'legalDocs.legal', defaultMessage: 'Información legal' },
});
