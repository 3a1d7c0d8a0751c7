/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { DemoProblemInitData as ProblemInitData } from '../../server/features/complaints/catalog';
import { start } from './helpers';
import type { Running } from './helpers';
import {
  call,
  detailOf,
  isDetailData,
  isListData,
  isOption,
  isOrderCard,
  jpeg,
  listOf,
  png,
  saveBody,
  saveTo,
  upload,
} from './fixtures/complaints';
import type { Lang } from './fixtures/complaints';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

const list = (s = srv) => listOf(s.url);
const detail = (problemId: string, s = srv) => detailOf(s.url, problemId);
const save = (values: Record<string, string>, s = srv, lang: Lang = '0') =>
  saveTo(s.url, values, lang);

describe('problem-init', () => {
  it('answers the types, the collection sub-types, the order of orderId and the order list', async () => {
    const { body } = await call<ProblemInitData>(srv.url, 'problemInit', { orderId: '1180' });
    expect(body).toMatchObject({ code: 0, message: 'success' });
    expect(Object.keys(body.data)).toEqual([
      'problemType',
      'problemSonType',
      'orderDetail',
      'orderList',
    ]);
    const { problemType, problemSonType, orderDetail, orderList } = body.data;
    [...problemType, ...problemSonType].forEach(isOption);
    expect(problemType.map((t) => t.value)).toEqual([1, 2, 3, 4]);
    expect(problemType[0].title).toBe('Cobranza');
    expect(problemSonType.length).toBeGreaterThanOrEqual(3);
    expect(problemSonType.length).toBeLessThanOrEqual(4);
    [orderDetail, ...orderList].forEach(isOrderCard);
    expect(orderDetail).toMatchObject({ orderNo: '1180', orderId: '1180', isShow: 1 });
    expect(orderDetail?.status).toBe('Pago vencido');
    expect(orderDetail?.productLogo).toBe('/images/repayment/product.svg');
    expect(orderList.map((o) => [o.orderId, o.isShow])).toEqual([
      ['1021', 0],
      ['1174', 1],
      ['1180', 1],
      ['1200', 0],
    ]);
  });

  it.each<Record<string, string>>([{}, { orderId: '' }, { orderId: '4242' }])(
    'orderDetail is null for %j',
    async (values) => {
      const { body } = await call<ProblemInitData>(srv.url, 'problemInit', values);
      expect(body.code).toBe(0);
      expect(body.data.orderDetail).toBeNull();
      expect(body.data.orderList.length).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('problem-save -> problem-list -> problem-detail', () => {
  it('a saved complaint is first in the pending tab and its detail is what was saved', async () => {
    const urls = [
      (await upload(srv.url, png()))?.data?.url,
      (await upload(srv.url, jpeg()))?.data?.url,
    ];
    const text = 'Me llaman a las 6 de la mañana';
    const { body } = await save(
      saveBody({
        problemType: '1',
        problemSonType: '12',
        problemDetail: text,
        problemImage: urls.join(','),
        orderNo: '1180',
      }),
    );
    expect(body).toEqual({
      code: 0,
      message: 'Su queja fue enviada',
      data: { problemId: expect.stringMatching(/^\d+$/) },
    });
    const problemId = body.data?.problemId ?? '';
    const tabs = (await list()).data.tabs;
    expect(tabs.map((t) => t.title)).toEqual(['Pendientes', 'Respondidas']);
    expect(tabs[0].list[0]).toEqual({
      id: problemId,
      time: expect.any(String),
      type: 'Cobranza',
      content: text,
    });
    const saved = await detail(problemId);
    isDetailData(saved.data);
    expect(saved.data).toEqual({
      problemId,
      problemType: { title: 'Cobranza', value: 1 },
      problemSonType: { title: 'Trato ofensivo', value: 12 },
      content: text,
      images: urls,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      time: tabs[0].list[0].time,
    });
  });

  it('a type without sub-types and without images: problemSonType null, images []', async () => {
    const { body } = await save(saveBody({ problemType: '4' }));
    const saved = (await detail(body.data?.problemId ?? '')).data;
    expect(saved).toMatchObject({ problemType: { value: 4 }, problemSonType: null, images: [] });
  });

  it.each([
    [{ problemDetail: '   ' }, 'Por favor, rellene sus comentarios y sugerencias'],
    [{ problemDetail: 'x'.repeat(201) }, 'La descripción admite como máximo 200 caracteres'],
    [
      { problemType: '1', problemSonType: '11', orderNo: '1200' },
      'El pedido seleccionado no admite quejas de cobranza',
    ],
    [{ problemType: '1', problemSonType: '' }, 'Parámetro inválido'],
    [{ problemType: '2', problemSonType: '11' }, 'Parámetro inválido'],
    [{ problemType: '9' }, 'Parámetro inválido'],
    [{ orderNo: '4242' }, 'Pedido no encontrado'],
    [
      { problemImage: 'https://evil.example.com/a.png' },
      'Las imágenes deben subirse antes de enviar (máximo 9)',
    ],
    [
      { problemImage: '/uploads/0123456789abcdef0123456789abcdef.png' },
      'Las imágenes deben subirse antes de enviar (máximo 9)',
    ],
    [
      { problemImage: Array(10).fill('/uploads/seed-reply.png').join(',') },
      'Las imágenes deben subirse antes de enviar (máximo 9)',
    ],
  ])('refuses %j with code 1 and stores nothing', async (over, message) => {
    const count = (await list()).data.tabs[0].list.length;
    expect((await save(saveBody(over))).body).toEqual({ code: 1, message, data: null });
    expect((await list()).data.tabs[0].list.length).toBe(count);
  });

  it('200 characters and 9 images are accepted', async () => {
    const nine = Array(9).fill('/uploads/seed-reply.png').join(',');
    expect(
      (await save(saveBody({ problemDetail: 'x'.repeat(200), problemImage: nine }))).body.code,
    ).toBe(0);
  });

  it('problem-detail of an unknown id: code 1 with a message', async () => {
    expect(await detail('999999')).toEqual({ code: 1, message: 'Queja no encontrada', data: null });
  });
});

describe('the seed', () => {
  it('one answered and scored, one answered waiting for a score with a reply image, one pending', async () => {
    const fresh = await start();
    try {
      const { data } = await list(fresh);
      isListData(data);
      expect(data.tabs.map((t) => t.list.map((i) => i.id))).toEqual([['5003'], ['5002', '5001']]);
      const [scored, waiting, pending] = await Promise.all(
        ['5001', '5002', '5003'].map((id) => detail(id, fresh)),
      );
      [scored, waiting, pending].forEach((d) => isDetailData(d.data));
      expect(scored.data).toMatchObject({
        isNeedScore: 0,
        disposeDetail: expect.stringMatching(/\S/),
      });
      expect(waiting.data).toMatchObject({
        isNeedScore: 1,
        problemType: { value: 1 },
        problemSonType: { value: 11 },
      });
      expect(waiting.data.disposeDetail).not.toBe('');
      expect(waiting.data.disposeImages).toEqual(['/uploads/seed-reply.png']);
      expect(pending.data).toMatchObject({ isNeedScore: 0, disposeDetail: '', disposeImages: [] });
    } finally {
      await fresh.close();
    }
  });
});

describe('problem-score', () => {
  it('sets isNeedScore 0 (persisted); a repeat succeeds and keeps the first score', async () => {
    const own = await start();
    try {
      const score = (problemId: string, value: string, lang: '0' | '1' = '0') =>
        call<null>(own.url, 'problemScore', { problemId, score: value }, { lang });
      expect((await score('5002', '4')).body).toEqual({
        code: 0,
        message: 'Gracias por su calificación',
        data: null,
      });
      expect((await detail('5002', own)).data.isNeedScore).toBe(0);
      expect((await score('5002', '1', '1')).body).toEqual({
        code: 0,
        message: 'Thank you for your rating',
        data: null,
      });
      const file = JSON.parse(fs.readFileSync(path.join(own.dir, 'data', 'db.json'), 'utf8')) as {
        complaints: { problemId: string; isNeedScore: number; score: number | null }[];
      };
      expect(file.complaints.find((c) => c.problemId === '5002')).toMatchObject({
        isNeedScore: 0,
        score: 4,
      });
    } finally {
      await own.close();
    }
  });

  it.each([
    [{ problemId: '5002', score: '0' }, 'La calificación debe ser de 1 a 5'],
    [{ problemId: '5002', score: '6' }, 'La calificación debe ser de 1 a 5'],
    [{ problemId: '5002', score: '4.5' }, 'La calificación debe ser de 1 a 5'],
    [{ problemId: '5002' }, 'La calificación debe ser de 1 a 5'],
    [{ problemId: '777', score: '5' }, 'Queja no encontrada'],
    [{ score: '5' }, 'Queja no encontrada'],
    [{ problemId: '5003', score: '5' }, 'Esta queja aún no tiene respuesta para calificar'],
  ])('refuses %j with code 1 and a message', async (values, message) => {
    const { body } = await call(srv.url, 'problemScore', values);
    expect(body).toEqual({ code: 1, message, data: null });
  });

  it('a repeated Idempotency-Key gets the first answer again', async () => {
    const headers = { 'Idempotency-Key': 'score-5002-a' };
    const first = await call(
      srv.url,
      'problemScore',
      { problemId: '5002', score: '5' },
      { headers },
    );
    const again = await call(
      srv.url,
      'problemScore',
      { problemId: '5002', score: '5' },
      { headers },
    );
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
  });
});
