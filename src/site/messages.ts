import { defineMessage, defineMessages } from 'react-intl';
import type { SiteSection } from './siteRoutes';

/**
 * The company website's texts (namespace `site`, src/i18n/messages/<locale>/site.json). The spec's
 * English texts ('Please provide complete information!', 'Successful!', 'Join 6,000+ other user.') are
 * verbatim in en and translated in es-MX and zh-CN.
 */
export const messages = defineMessages({
  skip: { id: 'site.skip', defaultMessage: 'Saltar al contenido' },
  navLabel: { id: 'site.nav.label', defaultMessage: 'Secciones' },
  navHome: { id: 'site.nav.home', defaultMessage: 'Inicio' },
  navAbout: { id: 'site.nav.about', defaultMessage: 'Acerca de nosotros' },
  navPolicy: { id: 'site.nav.policy', defaultMessage: 'Política de privacidad' },
  navLoan: { id: 'site.nav.loan', defaultMessage: 'Términos y condiciones del préstamo' },
  navContact: { id: 'site.nav.contact', defaultMessage: 'Contacto' },
  navUser: { id: 'site.nav.user', defaultMessage: 'Usuarios' },
  menu: { id: 'site.menu', defaultMessage: 'Menú' },
  homeTitle: { id: 'site.home.title', defaultMessage: 'Préstamos personales, rápidos y claros' },
  homeLead: {
    id: 'site.home.lead',
    defaultMessage:
      'Solicite su préstamo desde el celular, conozca el costo total antes de aceptar y reciba el dinero en su cuenta bancaria.',
  },
  homeCta: { id: 'site.home.cta', defaultMessage: 'Contáctenos' },
  homeAdvOnlineTitle: { id: 'site.home.advOnlineTitle', defaultMessage: 'Todo en línea' },
  homeAdvOnlineText: {
    id: 'site.home.advOnlineText',
    defaultMessage: 'Sin filas ni papeleo: solicite, firme y pague desde su teléfono.',
  },
  homeAdvFastTitle: { id: 'site.home.advFastTitle', defaultMessage: 'Respuesta rápida' },
  homeAdvFastText: {
    id: 'site.home.advFastText',
    defaultMessage: 'Revisamos su solicitud en poco tiempo y le avisamos del resultado.',
  },
  homeAdvClearTitle: { id: 'site.home.advClearTitle', defaultMessage: 'Costos claros' },
  homeAdvClearText: {
    id: 'site.home.advClearText',
    defaultMessage: 'Antes de aceptar ve el monto, el plazo, los intereses y la fecha de pago.',
  },
  homeAdvSafeTitle: { id: 'site.home.advSafeTitle', defaultMessage: 'Datos protegidos' },
  homeAdvSafeText: {
    id: 'site.home.advSafeText',
    defaultMessage:
      'Sus datos viajan cifrados y solo se usan como indica nuestro aviso de privacidad.',
  },
  signupTitle: { id: 'site.signup.title', defaultMessage: 'Reciba nuestras novedades' },
  signupText: {
    id: 'site.signup.text',
    defaultMessage: 'Déjenos su correo electrónico para conocer nuestras promociones.',
  },
  signupEmail: { id: 'site.signup.email', defaultMessage: 'Correo electrónico' },
  signupSubmit: { id: 'site.signup.submit', defaultMessage: 'Suscribirse' },
  signupClaim: { id: 'site.signup.claim', defaultMessage: 'Únase a más de 6,000 usuarios.' },
  formIncomplete: {
    id: 'site.form.incomplete',
    defaultMessage: '¡Por favor, proporcione la información completa!',
  },
  formSuccess: { id: 'site.form.success', defaultMessage: '¡Operación exitosa!' },
  contactInfoTitle: { id: 'site.contactInfo.title', defaultMessage: 'Atención al cliente' },
  contactInfoPhone: { id: 'site.contactInfo.phone', defaultMessage: 'Teléfono' },
  contactInfoEmail: { id: 'site.contactInfo.email', defaultMessage: 'Correo electrónico' },
  contactTitle: { id: 'site.contact.title', defaultMessage: 'Contáctenos' },
  contactLead: {
    id: 'site.contact.lead',
    defaultMessage:
      'Escríbanos sus dudas o comentarios. Si necesita atención inmediata, llámenos o envíenos un correo.',
  },
  contactName: { id: 'site.contact.name', defaultMessage: 'Nombre' },
  contactPhone: { id: 'site.contact.phone', defaultMessage: 'Teléfono' },
  contactEmail: { id: 'site.contact.email', defaultMessage: 'Correo electrónico' },
  contactMessage: { id: 'site.contact.message', defaultMessage: 'Mensaje' },
  contactSubmit: { id: 'site.contact.submit', defaultMessage: 'Enviar' },
  aboutTitle: { id: 'site.about.title', defaultMessage: 'Acerca de nosotros' },
  policyTitle: { id: 'site.policy.title', defaultMessage: 'Política de privacidad' },
  loanTitle: { id: 'site.loan.title', defaultMessage: 'Términos y condiciones del préstamo' },
  userTitle: { id: 'site.user.title', defaultMessage: 'Área de usuarios' },
  footerSections: { id: 'site.footer.sections', defaultMessage: 'Mapa del sitio' },
  footerLanguage: { id: 'site.footer.language', defaultMessage: 'Idioma' },
  langEs: { id: 'site.lang.es', defaultMessage: 'Español' },
  langEn: { id: 'site.lang.en', defaultMessage: 'English' },
  langZh: { id: 'site.lang.zh', defaultMessage: '中文' },
});

/** The heading of the advantages on Home. */
export const advantagesTitle = defineMessage<{ appName: string }>({
  id: 'site.home.advantages',
  defaultMessage: 'Ventajas de {appName}',
});

/** The accessible name of the logo in About us. */
export const logoLabel = defineMessage<{ appName: string }>({
  id: 'site.about.logo',
  defaultMessage: 'Logotipo de {appName}',
});

/** The footer's copyright line. */
export const copyright = defineMessage<{ year: number; company: string }>({
  id: 'site.footer.copyright',
  defaultMessage: '© {year} {company} · Todos los derechos reservados.',
});

/** The tab (and footer link) name of each section. */
export const sectionNames = {
  home: messages.navHome,
  about: messages.navAbout,
  policy: messages.navPolicy,
  loan: messages.navLoan,
  contact: messages.navContact,
  user: messages.navUser,
} satisfies Record<SiteSection, unknown>;

/** Each section's document title and meta description (prerendered, then kept by the client). */
export const sectionMeta = {
  home: {
    title: defineMessage<{ appName: string }>({
      id: 'site.meta.home.title',
      defaultMessage: '{appName}: préstamos personales en línea',
    }),
    description: defineMessage<{ appName: string }>({
      id: 'site.meta.home.description',
      defaultMessage:
        '{appName} le ofrece préstamos personales a corto plazo: solicitud en línea, respuesta rápida y costos claros.',
    }),
  },
  about: {
    title: defineMessage<{ appName: string }>({
      id: 'site.meta.about.title',
      defaultMessage: 'Acerca de nosotros | {appName}',
    }),
    description: defineMessage<{ appName: string }>({
      id: 'site.meta.about.description',
      defaultMessage:
        'Conozca {appName}: quiénes somos y cómo le ayudamos con préstamos personales a corto plazo.',
    }),
  },
  policy: {
    title: defineMessage<{ appName: string }>({
      id: 'site.meta.policy.title',
      defaultMessage: 'Política de privacidad | {appName}',
    }),
    description: defineMessage<{ appName: string }>({
      id: 'site.meta.policy.description',
      defaultMessage:
        'Cómo {appName} trata y protege sus datos personales: finalidades, derechos ARCO y contacto.',
    }),
  },
  loan: {
    title: defineMessage<{ appName: string }>({
      id: 'site.meta.loan.title',
      defaultMessage: 'Términos y condiciones del préstamo | {appName}',
    }),
    description: defineMessage<{ appName: string }>({
      id: 'site.meta.loan.description',
      defaultMessage:
        'Las condiciones de los préstamos de {appName}: monto, plazo, intereses, pagos y obligaciones.',
    }),
  },
  contact: {
    title: defineMessage<{ appName: string }>({
      id: 'site.meta.contact.title',
      defaultMessage: 'Contacto | {appName}',
    }),
    description: defineMessage<{ appName: string }>({
      id: 'site.meta.contact.description',
      defaultMessage:
        'Llame o escriba a {appName}: teléfono, correo electrónico y formulario de contacto.',
    }),
  },
  user: {
    title: defineMessage<{ appName: string }>({
      id: 'site.meta.user.title',
      defaultMessage: 'Usuarios | {appName}',
    }),
    description: defineMessage<{ appName: string }>({
      id: 'site.meta.user.description',
      defaultMessage: 'El área de usuarios de {appName}.',
    }),
  },
} satisfies Record<SiteSection, unknown>;
