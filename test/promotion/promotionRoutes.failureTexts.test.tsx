import { act, cleanup, fireEvent, within } from '@testing-library/react';
import promoEsMX from '../../src/i18n/catalogs/promotion/es-MX';
import type { BadCase } from '../robustness/badAnswers';
import { visibleText } from '../robustness/fakeServer';
import { textsOf } from '../support/texts';
import {
  ack,
  landingAfterAct,
  landingAnswers,
  LANDING_URL,
  type LandingFamily,
} from './robustnessHarness';
import { rawTemplate, SID } from './support';

/**
 * What the landing says when a call fails, through the real client, sagas and pages: the public landing
 * has no session, so HTTP 401/403 is 'service unavailable' there (never 'log in to the app'); the
 * server's words are shown only when they read as a message (src/platform/api/failureText.ts).
 */
const esMX = textsOf(promoEsMX);
const URL = LANDING_URL;
const answers = landingAnswers;

async function askCode(page: HTMLElement) {
  const type = (label: string, value: string) =>
    fireEvent.change(within(page).getByLabelText(label), { target: { value } });
  type('Número de celular', '13812345678');
  type('Código de la imagen', 'AB12');
  fireEvent.click(within(page).getByRole('button', { name: 'Obtener código' }));
  await act(() => Promise.resolve());
}

async function shown(family: LandingFamily, wire: BadCase['wire']) {
  try {
    const page = await landingAfterAct(family, { name: 'case', wire });
    return {
      text: visibleText(page.container),
      toast: visibleText(page.container.querySelector('.toast')),
    };
  } finally {
    cleanup();
    window.history.replaceState(null, '', '/');
  }
}

const template: LandingFamily = {
  name: 'template',
  target: 'channelTemplate',
  sample: rawTemplate(),
  answers,
  url: URL,
};
const sms: LandingFamily = {
  name: 'get-sms',
  target: 'getSms',
  sample: ack,
  answers,
  url: URL,
  act: askCode,
};

describe('the landing never says the session expired (it has none)', () => {
  it.each([401, 403])('channel-template HTTP %i: service unavailable', async (status) => {
    const { text } = await shown(template, { kind: 'text', status, body: 'Forbidden' });
    expect(text).toContain(esMX['common.unavailable']);
    expect(text).not.toContain(esMX['common.sessionExpired']);
  });

  it.each([401, 403])('get-sms HTTP %i: the toast says service unavailable', async (status) => {
    const { toast, text } = await shown(sms, {
      kind: 'json',
      status,
      body: { code: status, message: 'Token expired, log in to the app', data: null },
    });
    expect(toast).toBe(esMX['common.unavailable']);
    expect(text).not.toContain(esMX['common.sessionExpired']);
  });

  it.each([401, 403])(
    'get-sid HTTP %i: the captcha offers Retry, no session text',
    async (status) => {
      const { text } = await shown(
        { ...template, target: 'getSid', sample: { sid: SID } },
        { kind: 'text', status, body: '' },
      );
      expect(text).toContain(esMX['promotion.captchaRetry']);
      expect(text).not.toContain(esMX['common.sessionExpired']);
    },
  );
});

describe("get-sms failure texts: the server's words only when they read as a message", () => {
  it.each([
    ['a message', 'El número ya no acepta registros', 'El número ya no acepta registros'],
    ['a status word', 'success', esMX['promotion.error']],
    ['a number', '500', esMX['promotion.error']],
    ['markup', '<b>Error</b> interno', esMX['promotion.error']],
    ['a 500-character text', 'Texto '.repeat(84), esMX['promotion.error']],
  ])('%s', async (_name, message, expected) => {
    const { toast } = await shown(sms, {
      kind: 'json',
      status: 200,
      body: { code: 7, message, data: null },
    });
    expect(toast).toBe(expected);
  });
});
