import type { ChannelTemplate } from '../../../src/promotion/types';
import type { Lang, Text } from '../../i18n';
import { tr } from '../../i18n';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';
import { encodePng } from '../../png';
import type { Rgb } from '../../png';
import type { Wire } from '../../responses';

/**
 * The demo's channel templates (channel-template?templateId=): the landing config of spec section 3.
 * Template 1 is the product's own colours, template 2 another channel's. The banner is a small PNG drawn
 * here and sent as a data URL (the image check accepts base64 PNG), so the demo needs no image host.
 */
export const DEMO_TEMPLATE_IDS = ['1', '2'] as const;

/** The demo's store links (a deployment lists their hosts in config.js allowedHosts). */
const ANDROID_URL = 'https://play.google.com/store/apps/details?id=mx.cuota.app';
const IOS_URL = 'https://apps.apple.com/mx/app/cuota/id6450000000';

const BANNER_WIDTH = 375;
const BANNER_HEIGHT = 200;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** A banner: a vertical gradient, a phone with a check on its screen and three coins. */
function bannerPng(top: Rgb, bottom: Rgb): Buffer {
  const coin: Rgb = [250, 204, 21];
  const coins = [
    { cx: 70, cy: 130, r: 26 },
    { cx: 112, cy: 84, r: 20 },
    { cx: 300, cy: 70, r: 16 },
  ];
  return encodePng(BANNER_WIDTH, BANNER_HEIGHT, (x, y) => {
    const inPhone = x >= 168 && x < 238 && y >= 36 && y < 184;
    if (inPhone) {
      const screen = x >= 174 && x < 232 && y >= 48 && y < 170;
      if (!screen) return [17, 24, 39];
      const tick =
        (Math.abs(y - (x - 186) - 108) < 3 && x >= 190 && x < 200) ||
        (Math.abs(y + (x - 200) - 118) < 3 && x >= 200 && x < 220);
      return tick ? [22, 163, 74] : [255, 255, 255];
    }
    for (const c of coins) {
      const d = (x - c.cx) ** 2 + (y - c.cy) ** 2;
      if (d < c.r * c.r) return d < (c.r - 4) ** 2 ? coin : mix(coin, [161, 98, 7], 0.6);
    }
    return mix(top, bottom, y / BANNER_HEIGHT);
  });
}

const banners = new Map<string, string>();
function bannerUrl(id: string, top: Rgb, bottom: Rgb): string {
  let url = banners.get(id);
  if (!url) {
    url = `data:image/png;base64,${bannerPng(top, bottom).toString('base64')}`;
    banners.set(id, url);
  }
  return url;
}

interface DemoTemplate {
  themeColor: string;
  backgroundColor: string;
  top: Rgb;
  bottom: Rgb;
  headline: Text;
  subtitle: Text;
  benefits: Text[];
  buttonText: Text;
}

/** The registration agreement; `email` is where data requests go (Mexico's soporte@cuota.mx). */
const agreement = (email: string): Text[] => [
  {
    es: 'Al registrarse acepta que Cuota use su número de celular para crear su cuenta, enviarle códigos de verificación y avisos de su solicitud.',
    en: 'By signing up you agree that Cuota uses your mobile number to create your account and to send you verification codes and notices about your application.',
  },
  {
    es: `Sus datos se tratan conforme al aviso de privacidad. Puede pedir su acceso, rectificación o cancelación en ${email}.`,
    en: `Your data is handled under the privacy notice. You may ask for access, correction or deletion at ${email}.`,
  },
  {
    es: 'El registro no obliga a solicitar un préstamo ni tiene costo.',
    en: 'Signing up does not oblige you to apply for a loan and costs nothing.',
  },
];

const TEMPLATES: Record<(typeof DEMO_TEMPLATE_IDS)[number], DemoTemplate> = {
  '1': {
    themeColor: '#4B66E4',
    backgroundColor: '#EEF1FD',
    top: [75, 102, 228],
    bottom: [147, 164, 240],
    headline: { es: 'Préstamos de hasta $3,000 en minutos', en: 'Loans up to $3,000 in minutes' },
    subtitle: {
      es: 'Regístrese con su celular y reciba su dinero hoy.',
      en: 'Sign up with your mobile and get your money today.',
    },
    benefits: [
      { es: 'Sin aval ni papeleo', en: 'No guarantor, no paperwork' },
      { es: 'Respuesta en 1 día', en: 'An answer within 1 day' },
      { es: 'Pague en OXXO, 7-Eleven o SPEI', en: 'Pay at OXXO, 7-Eleven or SPEI' },
    ],
    buttonText: { es: 'Solicitar ahora', en: 'Apply now' },
  },
  '2': {
    themeColor: '#0F766E',
    backgroundColor: '#F0FDFA',
    top: [15, 118, 110],
    bottom: [94, 234, 212],
    headline: { es: 'Su primer préstamo sin intereses', en: 'Your first loan interest-free' },
    subtitle: {
      es: 'Oferta para nuevos usuarios de nuestro canal aliado.',
      en: "An offer for new users of our partner's channel.",
    },
    benefits: [
      { es: '7 días sin intereses', en: '7 days interest-free' },
      { es: 'Todo desde su celular', en: 'All from your phone' },
    ],
    buttonText: { es: 'Registrarme', en: 'Sign me up' },
  },
};

export const isDemoTemplateId = (id: string): id is (typeof DEMO_TEMPLATE_IDS)[number] =>
  (DEMO_TEMPLATE_IDS as readonly string[]).includes(id);

/** India's template 1 (MARKET=IN): its headline in rupees and India's payment channels. */
const INDIA_TEMPLATE_1: DemoTemplate = {
  ...TEMPLATES['1'],
  headline: INDIA.landing.headline,
  benefits: [...TEMPLATES['1'].benefits.slice(0, 2), INDIA.landing.payBenefit],
};

/** The template's data in the asked language and the market, as the channel-template answer carries it. */
export function templateData(
  id: (typeof DEMO_TEMPLATE_IDS)[number],
  lang: Lang,
  market: MarketCode = 'MX',
): Wire<ChannelTemplate> {
  const t = id === '1' ? byMarket(market, TEMPLATES['1'], INDIA_TEMPLATE_1) : TEMPLATES[id];
  const email = byMarket(market, 'soporte@cuota.mx', INDIA.landing.supportEmail);
  return {
    id: Number(id),
    title: tr(lang, { es: 'Cuota: regístrese', en: 'Cuota: sign up' }),
    headline: tr(lang, t.headline),
    subtitle: tr(lang, t.subtitle),
    bannerUrl: bannerUrl(id, t.top, t.bottom),
    bannerAlt: tr(lang, {
      es: 'Un celular con una palomita y monedas',
      en: 'A phone with a check mark and coins',
    }),
    benefits: t.benefits.map((b) => tr(lang, b)),
    buttonText: tr(lang, t.buttonText),
    themeColor: t.themeColor,
    backgroundColor: t.backgroundColor,
    androidUrl: ANDROID_URL,
    iosUrl: IOS_URL,
    agreementTitle: tr(lang, { es: 'Acuerdo de registro', en: 'Registration agreement' }),
    agreement: agreement(email).map((p) => tr(lang, p)),
  };
}
