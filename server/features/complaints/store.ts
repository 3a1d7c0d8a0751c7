import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import { TODAY } from '../../world';
import { COLLECTION_SUB_TYPES, PROBLEM_TYPES, TAB_TITLES, optionOf } from './catalog';
import type { Option, ProblemDetailData, ProblemListData, ProblemListItem } from './catalog';
import { SEED_IMAGE_URLS } from './images';

/** One complaint as the data file keeps it. */
export interface StoredComplaint {
  problemId: string;
  problemType: number;
  /** The collection sub-type; null for the other types. */
  problemSonType: number | null;
  /** The user's text, as written. */
  content: string;
  /** Same-origin urls of the uploaded images (`/uploads/<name>`). */
  images: string[];
  orderNo: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  time: string;
  /** The handling result; null while the complaint is pending. */
  reply: { text: Text; images: string[] } | null;
  /** 1 while an answered complaint waits for the user's score. */
  isNeedScore: 0 | 1;
  /** The user's score (1..5), once given. */
  score: number | null;
}

/**
 * The seeded complaints: 5001 answered and already scored, 5002 answered with a reply text and a reply
 * image and waiting for a score, 5003 pending (no reply). Their orders are the world's (server/world.ts).
 */
export function seedComplaints(): StoredComplaint[] {
  return [
    {
      problemId: '5001',
      problemType: 2,
      problemSonType: null,
      content: 'Pagué mi préstamo en OXXO el 3 de noviembre y todavía aparece como pendiente.',
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
      content: 'Recibo más de diez llamadas al día para cobrar mi préstamo, incluso de noche.',
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
      content: 'Quisiera saber si puedo pagar mi préstamo antes de la fecha de vencimiento.',
      images: [],
      orderNo: '1174',
      time: '2026-11-20 16:05:31',
      reply: null,
      isNeedScore: 0,
      score: null,
    },
  ];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isTextList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');
const isText = (v: unknown): v is Text =>
  isRecord(v) && typeof v.es === 'string' && typeof v.en === 'string';

export function isStoredComplaint(v: unknown): v is StoredComplaint {
  if (!isRecord(v)) return false;
  const reply = v.reply;
  return (
    typeof v.problemId === 'string' &&
    typeof v.problemType === 'number' &&
    (v.problemSonType === null || typeof v.problemSonType === 'number') &&
    typeof v.content === 'string' &&
    isTextList(v.images) &&
    typeof v.orderNo === 'string' &&
    typeof v.time === 'string' &&
    (reply === null || (isRecord(reply) && isText(reply.text) && isTextList(reply.images))) &&
    (v.isNeedScore === 0 || v.isNeedScore === 1) &&
    (v.score === null || typeof v.score === 'number')
  );
}

/** The complaints of a data file as read: its valid entries, or the seed when it has none (older files). */
export function complaintsFrom(value: unknown): StoredComplaint[] {
  return Array.isArray(value) ? value.filter(isStoredComplaint) : seedComplaints();
}

/** The next id: one past the largest numeric id. */
export function nextProblemId(complaints: StoredComplaint[]): string {
  const max = complaints.reduce((m, c) => Math.max(m, Number(c.problemId) || 0), 5000);
  return String(max + 1);
}

/** 'HH:mm:ss' of `now` in Mexico City. */
function clockTime(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Mexico_City',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}:${part('second')}`;
}

/** A new complaint's time: the demo world's today (server/world.ts TODAY) at the current Mexico City time. */
export const complaintTime = (now = new Date()): string => `${TODAY} ${clockTime(now)}`;

const typeOption = (c: StoredComplaint, lang: Lang): Option =>
  optionOf(PROBLEM_TYPES, c.problemType, lang) ?? { title: '', value: c.problemType };

const newestFirst = (a: StoredComplaint, b: StoredComplaint) =>
  Number(b.problemId) - Number(a.problemId) || b.time.localeCompare(a.time);

function listItem(c: StoredComplaint, lang: Lang): ProblemListItem {
  return { id: c.problemId, time: c.time, type: typeOption(c, lang).title, content: c.content };
}

/** Two tabs, newest first: pending (no reply yet) and answered. */
export function problemList(complaints: StoredComplaint[], lang: Lang): ProblemListData {
  const sorted = [...complaints].sort(newestFirst);
  const items = (answered: boolean) =>
    sorted.filter((c) => (c.reply !== null) === answered).map((c) => listItem(c, lang));
  return {
    tabs: [
      { title: tr(lang, TAB_TITLES.pending), list: items(false) },
      { title: tr(lang, TAB_TITLES.answered), list: items(true) },
    ],
  };
}

/** Two empty tabs (scenario problemListEmpty). */
export function emptyProblemList(lang: Lang): ProblemListData {
  return problemList([], lang);
}

export function problemDetail(c: StoredComplaint, lang: Lang): ProblemDetailData {
  return {
    problemId: c.problemId,
    problemType: typeOption(c, lang),
    problemSonType:
      c.problemSonType === null ? null : optionOf(COLLECTION_SUB_TYPES, c.problemSonType, lang),
    content: c.content,
    images: [...c.images],
    disposeDetail: c.reply ? tr(lang, c.reply.text) : '',
    disposeImages: c.reply ? [...c.reply.images] : [],
    isNeedScore: c.isNeedScore,
    time: c.time,
  };
}
