import {
  problemDetailSchema,
  problemListSchema,
} from '../../../src/features/complaintHistory/complaintHistorySchema';
import type { ComplaintDetail } from '../../../src/features/complaintHistory/types';
import type { ComplaintTab } from '../../../src/features/complaintHistory/complaintHistorySchema';

/** A problem-list answer as the demo backend sends it: pending and answered. */
export function rawList(over: Record<string, unknown> = {}) {
  return {
    tabs: [
      {
        title: 'Pendientes',
        list: [
          {
            id: '5003',
            time: '2026-03-02 10:15:00',
            type: 'Cobranza',
            content: 'Me llamaron muchas veces en un día.',
          },
          {
            id: '5002',
            time: '2026-03-01 09:00:00',
            type: 'Pago',
            content: 'Mi pago no aparece.',
          },
        ],
      },
      { title: 'Respondidas', list: [] },
    ],
    ...over,
  };
}

/** A problem-detail answer: with images, a reply and isNeedScore 1 unless told otherwise. */
export function rawDetail(over: Record<string, unknown> = {}) {
  return {
    problemId: '5001',
    problemType: { title: 'Cobranza', value: 1 },
    problemSonType: { title: 'Llamadas excesivas', value: 11 },
    content: 'Me llamaron doce veces.',
    images: ['/uploads/a1.jpg', '/uploads/a2.jpg'],
    disposeDetail: 'Hablamos con el equipo de cobranza.',
    disposeImages: ['/uploads/r1.jpg'],
    isNeedScore: 1,
    time: '2026-02-27 18:40:12',
    ...over,
  };
}

export const checkedTabs = (over: Record<string, unknown> = {}): ComplaintTab[] =>
  problemListSchema.validateSync(rawList(over), { stripUnknown: true }).tabs;

export const checkedDetail = (over: Record<string, unknown> = {}): ComplaintDetail =>
  problemDetailSchema.validateSync(rawDetail(over), { stripUnknown: true });
