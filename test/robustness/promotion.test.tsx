import { act, cleanup, fireEvent, within } from '@testing-library/react';
import type { BadCase } from './badAnswers';
import * as server$ from './fakeServer';
import { describeAttacks } from './run';
import { KEYED_BACKEND } from '../support/fakeContext';
import {
  ack,
  landingAnswers,
  LANDING_URL,
  mountLanding,
  runLandingCase,
  type LandingFamily,
} from '../promotion/robustnessHarness';
import { rawTemplate, SID } from '../promotion/support';

/**
 * The promotion landing under bad answers (issue 13): channel-template, get-sid, track-visit, get-sms,
 * track-click and register, each fed every bad answer generated from a good one through the real
 * client, sagas and pages; and one request per burst of 10 taps for get-sms and register.
 */
const URL = LANDING_URL;
const answers = landingAnswers;

function type(page: HTMLElement, label: string, value: string) {
  fireEvent.change(within(page).getByLabelText(label), { target: { value } });
}

async function askCode(page: HTMLElement) {
  type(page, 'Número de celular', '13812345678');
  type(page, 'Código de la imagen', 'AB12');
  fireEvent.click(within(page).getByRole('button', { name: 'Obtener código' }));
  await act(() => Promise.resolve());
}

async function apply(page: HTMLElement) {
  type(page, 'Número de celular', '13812345678');
  type(page, 'Código de la imagen', 'AB12');
  type(page, 'Código SMS', '123456');
  fireEvent.click(within(page).getByRole('button', { name: 'Solicitar ahora' }));
  await act(() => Promise.resolve());
}

const counting = (page: HTMLElement) => /\d+ s/.test(page.textContent ?? '');

const families: LandingFamily[] = [
  { name: 'channel-template', target: 'channelTemplate', sample: rawTemplate(), answers, url: URL },
  {
    name: 'channel-template (download page)',
    target: 'channelTemplate',
    sample: rawTemplate(),
    answers,
    url: '/promotion#/download?id=1',
  },
  { name: 'get-sid', target: 'getSid', sample: { sid: SID }, answers, url: URL },
  { name: 'track-visit', target: 'trackVisit', sample: ack, answers, url: URL },
  {
    name: 'get-sms',
    target: 'getSms',
    sample: ack,
    answers,
    url: URL,
    act: askCode,
    succeeded: counting,
  },
  { name: 'track-click', target: 'trackClick', sample: ack, answers, url: URL, act: apply },
  { name: 'register', target: 'register', sample: ack, answers, url: URL, act: apply },
];

const attacks = describeAttacks('promotion landing', families, runLandingCase);

describe('one request per burst of 10 taps, through the real client', () => {
  const realClient = server$.robustClient;
  let keyed: jest.SpyInstance | null = null;
  afterEach(() => {
    keyed?.mockRestore();
    keyed = null;
  });
  /** The landing's client told that the backend honours keys (config.js `backend.idempotencyKeys`). */
  const keysHonoured = () => {
    keyed = jest
      .spyOn(server$, 'robustClient')
      .mockImplementation((fetch, options) =>
        realClient(fetch, { ...options, backend: KEYED_BACKEND }),
      );
  };

  const wires: [string, BadCase['wire'] | null][] = [
    ['code 0', null],
    [
      'a well-formed failure',
      { kind: 'json', status: 200, body: { code: 1, message: 'No', data: null } },
    ],
    ['a wrong captcha (101 / -1)', null],
    ['HTTP 500', { kind: 'text', status: 500, body: 'oops' }],
    ['reset', { kind: 'reset' }],
  ];

  it.each(
    wires.flatMap(([name, wire]) =>
      (['getSms', 'register'] as const).map((target) => [target, name, wire] as const),
    ),
  )('%s, %s: one request', async (target, _name, wire) => {
    // register: a backend that honours keys, whose client sends a keyed call again once after no answer.
    if (target === 'register') keysHonoured();
    const family: LandingFamily = {
      name: target,
      target,
      sample: ack,
      answers,
      url: URL,
      act: target === 'getSms' ? askCode : apply,
    };
    const refusal: BadCase['wire'] = {
      kind: 'json',
      status: 200,
      body: { code: target === 'getSms' ? 101 : -1, message: 'Código incorrecto', data: null },
    };
    const chosen = _name.startsWith('a wrong captcha') ? refusal : wire;
    const page = mountLanding(family, chosen ? { name: _name, wire: chosen } : null);
    try {
      await page.settled();
      page.arm();
      const label = target === 'getSms' ? 'Obtener código' : 'Solicitar ahora';
      type(page.container, 'Número de celular', '13812345678');
      type(page.container, 'Código de la imagen', 'AB12');
      type(page.container, 'Código SMS', '123456');
      const button = within(page.container).getByRole('button', { name: label });
      for (let i = 0; i < 10; i += 1) {
        fireEvent.click(button);
        await act(() => new Promise((resolve) => setTimeout(resolve, 3)));
        await act(() => page.clock.advance(30));
      }
      await page.settled();
      if (target === 'register') {
        // One attempt: the client's one automatic retry after no answer carries the same key.
        expect(page.idempotencyKeys.get(target)?.size).toBe(1);
        expect(page.fetched.get(target)).toBe(chosen?.kind === 'reset' ? 2 : 1);
      } else {
        expect(page.fetched.get(target)).toBe(1);
      }
      expect(attacks.errors()).toEqual([]);
    } finally {
      cleanup();
      window.history.replaceState(null, '', '/');
    }
  });
});

describe("register against the spec's backend (keys not honoured), through the real client", () => {
  it('reset: one request; the client never sends it again on its own', async () => {
    const family: LandingFamily = {
      name: 'register',
      target: 'register',
      sample: ack,
      answers,
      url: URL,
      act: apply,
    };
    const page = mountLanding(family, { name: 'reset', wire: { kind: 'reset' } });
    try {
      await page.settled();
      page.arm();
      await apply(page.container);
      await page.settled();
      expect(page.fetched.get('register')).toBe(1);
      expect(page.idempotencyKeys.get('register')?.size).toBe(1);
      expect(attacks.errors()).toEqual([]);
    } finally {
      cleanup();
      window.history.replaceState(null, '', '/');
    }
  });
});
