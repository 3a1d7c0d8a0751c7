/**
 * The pages the smoke suite opens in each engine: every route of the app's route table at its demo URL
 * (scripts/lighthouseRoutes.js, as `npm run lighthouse -- --all` and the early-tap test open them), the
 * promotion landing, the company website's sections and the developer test page; each with its heading
 * and a text of its content (the demo server's seeded data where the page loads any: proof that the app
 * ran, called its API and rendered the answer).
 */

/** scripts/lighthouseRoutes.js (plain Node, CommonJS). */
export const lighthouseRoutes = jest.requireActual<{
  DEMO_SESSION: string;
  pagesToMeasure: () => { route: string; url: string }[];
}>('../../../scripts/lighthouseRoutes');

/** `path` with the native app's query (the demo session). */
export const app = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${lighthouseRoutes.DEMO_SESSION}`;

/** Route -> [its h1, a text of its content]. */
export const CONTENT: Record<string, [string, string]> = {
  '/customer-service': ['Servicio al cliente', '800 953 4210'],
  '/loan/details': ['Detalles del préstamo', 'Pago pendiente'],
  '/loan/order': ['Detalles del préstamo', 'Préstamo liquidado'],
  '/contract': ['Pagaré', '**** 1234'],
  '/agony': ['Contrato de préstamo a plazos', '**** 1234'],
  '/login-failed': ['Fracaso', 'Iniciar sesión'],
  '/loan/confirm': ['Confirmar préstamo', 'Tasa diaria'],
  '/repayment/instructions': ['Instrucciones de pago', '93011174035916'],
  '/repayment': ['Pagar', '$3,591.60'],
  '/repayment/extension': ['Extensión del pago', '$450.00'],
  '/carpmm': ['Cómo pagar', 'Pago en parcialidades'],
  '/repayment/choose': ['Pagar con tarjeta', 'terminada en 1234'],
  '/complaint': ['Quejas', 'Pago pendiente'],
  '/complaint/entry': ['Quejas', 'Pago vencido'],
  '/complainPageNext': ['Escribir queja', 'Pagos y reembolsos'],
  '/complaintList': ['Mis quejas', 'Quisiera saber si puedo pagar'],
  '/complainDetails': ['Detalle de la queja', 'Limitamos las llamadas'],
  '/privacy': ['Aviso de privacidad', 'Ley Federal de Protección de Datos Personales'],
  '/PrivacyPolicy': ['Aviso de privacidad', 'Ley Federal de Protección de Datos Personales'],
  '/loan-terms': ['Términos y condiciones del préstamo', 'Este documento no aplica en tu país.'],
  '/about-us': ['Acerca de nosotros', 'Bienvenido a Cuota'],
  '/settings': ['Configuración', 'English'],
  '/bank-card/bind': ['Vincular tarjeta bancaria', 'tarjeta terminada en 1234'],
  '/bank-account/bind': ['Vincular tarjeta bancaria', 'tarjeta terminada en 1234'],
  '*': ['Página no encontrada', 'Contactar a servicio al cliente'],
  '/promotion': ['Préstamos de hasta $3,000 en minutos', 'Obtener código'],
  '/': ['Préstamos personales, rápidos y claros', 'Ventajas de Cuota'],
};

/** Pages beyond scripts/lighthouseRoutes.js: the website's other sections and the developer test page. */
const MORE_PAGES: { route: string; url: string; content: [string, string] }[] = [
  { route: '/About', url: '/About', content: ['Acerca de nosotros', 'Bienvenido a Cuota'] },
  { route: '/User', url: '/User', content: ['Área de usuarios', 'Cuota'] },
  { route: '/Contact', url: '/Contact', content: ['Contáctenos', 'Cuota'] },
  { route: '/Policy', url: '/Policy', content: ['Política de privacidad', 'Cuota'] },
  {
    route: '/Loan',
    url: '/Loan',
    content: ['Términos y condiciones del préstamo', 'Este documento no aplica en tu país.'],
  },
  {
    route: '/testPreview',
    url: app('/testPreview?productId=1&orderId=1174'),
    content: ['Página de prueba', 'Sesión iniciada como'],
  },
];

export interface SmokePage {
  route: string;
  url: string;
  title: string;
  text: string;
}

/**
 * Every page with its expected content. Throws, naming the route, when the route table has a page with
 * no expected content here: a new route is not skipped silently.
 */
export function smokePages(): SmokePage[] {
  const missing: string[] = [];
  const pages = lighthouseRoutes.pagesToMeasure().map(({ route, url }) => {
    const content = CONTENT[route];
    if (!content) missing.push(route);
    const [title, text] = content ?? ['', ''];
    return { route, url, title, text };
  });
  if (missing.length > 0)
    throw new Error(
      `No expected content for route(s) ${missing.join(', ')}: add it to CONTENT in test/engines/support/routes.ts.`,
    );
  return [
    ...pages,
    ...MORE_PAGES.map(({ route, url, content: [title, text] }) => ({ route, url, title, text })),
  ];
}
