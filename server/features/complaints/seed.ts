import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';
import type { StoredComplaint } from './store';
import { SEED_IMAGE_URLS } from './images';

/**
 * The seeded complaints: 5001 answered and already scored, 5002 answered with a reply text and a reply
 * image and waiting for a score, 5003 pending (no reply). Their orders are the world's (server/world.ts).
 * What the borrower wrote is the market's (India's in English).
 */
export function seedComplaints(market: MarketCode = 'MX'): StoredComplaint[] {
  const wrote = (mexico: string, india: string) => byMarket(market, mexico, india);
  return [
    {
      problemId: '5001',
      problemType: 2,
      problemSonType: null,
      content: wrote(
        'Pagué mi préstamo en OXXO el 3 de noviembre y todavía aparece como pendiente.',
        INDIA.complaints.paid,
      ),
      images: [SEED_IMAGE_URLS.receipt],
      orderNo: '1200',
      time: '2026-11-04 09:12:40',
      reply: {
        text: {
          es: 'Confirmamos su pago del 3 de noviembre; su préstamo ya aparece como liquidado. Gracias por su paciencia.',
          en: 'We confirmed your payment of 3 November; your loan now shows as paid off. Thank you for your patience.',
        },
        images: [],
      },
      isNeedScore: 0,
      score: 5,
    },
    {
      problemId: '5002',
      problemType: 1,
      problemSonType: 11,
      content: wrote(
        'Recibo más de diez llamadas al día para cobrar mi préstamo, incluso de noche.',
        INDIA.complaints.calls,
      ),
      images: [SEED_IMAGE_URLS.callLog],
      orderNo: '1180',
      time: '2026-11-18 21:47:03',
      reply: {
        text: {
          es: 'Lamentamos las molestias. Limitamos las llamadas de cobranza a su número a una por día, entre las 9:00 y las 20:00.',
          en: 'We apologise for the trouble. Collection calls to your number are now limited to one a day, between 9:00 and 20:00.',
        },
        images: [SEED_IMAGE_URLS.reply],
      },
      isNeedScore: 1,
      score: null,
    },
    {
      problemId: '5003',
      problemType: 3,
      problemSonType: null,
      content: wrote(
        'Quisiera saber si puedo pagar mi préstamo antes de la fecha de vencimiento.',
        INDIA.complaints.early,
      ),
      images: [],
      orderNo: '1174',
      time: '2026-11-20 16:05:31',
      reply: null,
      isNeedScore: 0,
      score: null,
    },
  ];
}
