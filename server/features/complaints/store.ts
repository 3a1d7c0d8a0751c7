import type { ComplaintOption } from '../../../src/features/complaints/complaintsSchema';
import type {
  ComplaintItem,
  ProblemDetailWire,
  ProblemListWire,
} from '../../../src/features/complaintHistory/complaintHistorySchema';
import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import { TODAY } from '../../world';
import { COLLECTION_SUB_TYPES, PROBLEM_TYPES, TAB_TITLES, optionOf } from './catalog';

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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isTextList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');
const isText = (v: unknown): v is Text =>
  isRecord(v) && typeof v.es === 'string' && typeof v.en === 'string';

function isStoredComplaint(v: unknown): v is StoredComplaint {
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

/**
 * The complaints of a data file as read: its valid entries; null when it has no list (an older file:
 * server/db.ts takes the seed's).
 */
export function complaintsFrom(value: unknown): StoredComplaint[] | null {
  return Array.isArray(value) ? value.filter(isStoredComplaint) : null;
}

/** The next id: one past the largest numeric id. */
export function nextProblemId(complaints: StoredComplaint[]): string {
  const max = complaints.reduce((m, c) => Math.max(m, Number(c.problemId) || 0), 5000);
  return String(max + 1);
}

export const MEXICO_TIME_ZONE = 'America/Mexico_City';

/** 'HH:mm:ss' of `now` in the time zone. */
function clockTime(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * A new complaint's time: the demo world's today (server/world.ts TODAY) at the current Mexico City time
 * (India's, Asia/Kolkata, with MARKET=IN).
 */
export const complaintTime = (now = new Date(), timeZone = MEXICO_TIME_ZONE): string =>
  `${TODAY} ${clockTime(now, timeZone)}`;

const typeOption = (c: StoredComplaint, lang: Lang): ComplaintOption =>
  optionOf(PROBLEM_TYPES, c.problemType, lang) ?? { title: '', value: c.problemType };

const newestFirst = (a: StoredComplaint, b: StoredComplaint) =>
  Number(b.problemId) - Number(a.problemId) || b.time.localeCompare(a.time);

function listItem(c: StoredComplaint, lang: Lang): ComplaintItem {
  return { id: c.problemId, time: c.time, type: typeOption(c, lang).title, content: c.content };
}

/** Two tabs, newest first: pending (no reply yet) and answered. */
export function problemList(complaints: StoredComplaint[], lang: Lang): ProblemListWire {
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
export function emptyProblemList(lang: Lang): ProblemListWire {
  return problemList([], lang);
}

/** problem-detail's data (types and sub-types as the entry's options: title and value). */
export function problemDetail(c: StoredComplaint, lang: Lang): ProblemDetailWire {
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
