/** @jest-environment node */
import { FAILURES } from '../../server/features/complaints/catalog';
import type { DemoProblemInitData as ProblemInitData } from '../../server/features/complaints/catalog';
import { COMPLAINT_SCENARIOS, EMPTY_LIST_SCENARIO } from '../../server/features/complaints/routes';
import { start } from './helpers';
import type { Running } from './helpers';
import {
  PATHS,
  call,
  detailOf,
  isListData,
  listOf,
  png,
  post,
  saveBody,
  saveTo,
  upload,
} from './fixtures/complaints';
import type { ComplaintEndpoint, Lang } from './fixtures/complaints';

let srv: Running;
beforeAll(async () => {
  srv = await start({ slowMs: 300 });
});
afterAll(() => srv.close());

/** One successful call of each form-encoded endpoint. */
const CALLS: [ComplaintEndpoint, Record<string, string>][] = [
  ['problemInit', { orderId: '1174' }],
  ['problemSave', saveBody()],
  ['problemList', {}],
  ['problemDetail', { problemId: '5002' }],
  ['problemScore', { problemId: '5002', score: '5' }],
];
const ENDPOINTS = Object.keys(PATHS) as ComplaintEndpoint[];

/** Any of the six endpoints under `scenario` (the upload with a valid PNG). */
async function answer(endpoint: ComplaintEndpoint, scenario: string, lang: Lang = '0') {
  if (endpoint === 'uploadProblemImg') {
    const body = new FormData();
    body.append('problemImage', new Blob([new Uint8Array(png())]), 'p.png');
    return fetch(`${srv.url}${PATHS[endpoint]}?languageType=${lang}`, {
      method: 'POST',
      body,
      headers: { 'x-demo-scenario': scenario },
    });
  }
  const values = CALLS.find(([key]) => key === endpoint)?.[1] ?? {};
  return post(srv.url, endpoint, values, { scenario, lang });
}

const counts = async () => {
  const { tabs } = (await listOf(srv.url)).data;
  return tabs.map((t) => t.list.length);
};

describe('the failing scenario of each endpoint', () => {
  it.each(Object.entries(COMPLAINT_SCENARIOS))(
    '%s: %s answers code 1 with its message, in both languages, and stores nothing',
    async (endpoint, name) => {
      const key = endpoint as ComplaintEndpoint;
      const before = await counts();
      for (const [lang, scenario] of [
        ['es', name],
        ['en', `${key}:${name}`],
      ] as const) {
        const res = await answer(key, scenario, lang === 'en' ? '1' : '0');
        const text = FAILURES[name];
        expect(await res.json()).toEqual({ code: 1, message: text[lang], data: null });
      }
      expect(await counts()).toEqual(before);
      expect((await detailOf(srv.url, '5002')).data.isNeedScore).toBe(1);
    },
  );

  it('a scenario scoped to another endpoint leaves this one alone', async () => {
    const res = await answer('problemList', 'problemSave:problemSaveFail');
    expect(((await res.json()) as { code: number }).code).toBe(0);
  });

  it('problemListEmpty: two empty tabs', async () => {
    const res = await answer('problemList', `problemList:${EMPTY_LIST_SCENARIO}`);
    const body = (await res.json()) as { code: number; data: unknown };
    expect(body.code).toBe(0);
    isListData(body.data);
    expect(body.data).toEqual({
      tabs: [
        { title: 'Pendientes', list: [] },
        { title: 'Respondidas', list: [] },
      ],
    });
  });

  it('the demo lists the six endpoints', async () => {
    const state = (await (await fetch(`${srv.url}/__demo/scenario`)).json()) as {
      endpoints: string[];
    };
    expect(state.endpoints).toEqual(expect.arrayContaining(ENDPOINTS));
  });
});

describe('the generic scenarios apply to every complaint endpoint', () => {
  it.each(ENDPOINTS)('%s: fail, http500, malformed, slow', async (endpoint) => {
    const before = await counts();
    expect(await (await answer(endpoint, `${endpoint}:fail`)).json()).toEqual({
      code: 1,
      message: 'Servicio no disponible, inténtelo más tarde',
      data: null,
    });
    expect((await answer(endpoint, `${endpoint}:http500`)).status).toBe(500);
    await expect((await answer(endpoint, `${endpoint}:malformed`)).json()).rejects.toThrow();
    expect(await counts()).toEqual(before);
    expect((await detailOf(srv.url, '5002')).data.isNeedScore).toBe(1);
    const t0 = Date.now();
    const slow = await answer(endpoint, `${endpoint}:slow`);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    expect(((await slow.json()) as { code: number }).code).toBe(0);
  });
});

/** Words of Spanish (as test/server/english.test.ts looks for them). */
const SPANISH =
  /[áéíóúñ¿¡]|\b(de|del|la|las|el|los|su|sus|en|por|para|pago|monto|pedido|fecha|solicitud|préstamo|inválido|cargo|queja|cobranza)\b/i;
/** What the user wrote (content) and names are data, the same in every language. */
const DATA_KEYS = new Set(['content', 'productName']);

function texts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return DATA_KEYS.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, key));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => texts(v, k));
  return [];
}

describe('languageType=1 answers in English', () => {
  const answers = async (lang: Lang) => {
    const own = await start();
    try {
      const saved = await saveTo(own.url, saveBody(), lang);
      const refusals = await Promise.all([
        saveTo(own.url, saveBody({ problemDetail: '' }), lang),
        saveTo(
          own.url,
          saveBody({ problemType: '1', problemSonType: '11', orderNo: '1200' }),
          lang,
        ),
        saveTo(own.url, saveBody({ orderNo: 'x' }), lang),
        call(own.url, 'problemScore', { problemId: '5003', score: '5' }, { lang }),
        call(own.url, 'problemScore', { problemId: '5002', score: '9' }, { lang }),
        call(own.url, 'problemDetail', { problemId: 'x' }, { lang }),
        upload(own.url, Buffer.from('text'), 'a.jpg', 'image/jpeg', { lang }),
      ]);
      const init = await call<ProblemInitData>(
        own.url,
        'problemInit',
        { orderId: '1174' },
        { lang },
      );
      const details = await Promise.all(
        ['5001', '5002', '5003', saved.body.data?.problemId ?? ''].map((id) =>
          detailOf(own.url, id, lang),
        ),
      );
      return [
        saved.body,
        ...refusals.map((r) => ('body' in r ? r.body : r)),
        init.body,
        await listOf(own.url, lang),
        ...details,
      ];
    } finally {
      await own.close();
    }
  };

  it('titles, statuses, rows, replies and messages: no Spanish left', async () => {
    const english = await answers('1');
    expect(english.every((a) => a.code === 0 || a.message !== '')).toBe(true);
    const found = texts(english);
    expect(found.length).toBeGreaterThan(40);
    expect(found.filter((t) => SPANISH.test(t))).toEqual([]);
    expect(found).toEqual(
      expect.arrayContaining([
        'The selected order does not support sending collection types',
        'Pending',
        'Answered',
        'Collection',
        'Too many calls',
        'Payment due',
        'Loan amount',
      ]),
    );
  });

  it('in Spanish otherwise', async () => {
    const spanish = texts(await answers('0')).filter((t) => SPANISH.test(t));
    expect(spanish.length).toBeGreaterThan(20);
    expect(spanish).toContain('Por favor, rellene sus comentarios y sugerencias');
  });
});
