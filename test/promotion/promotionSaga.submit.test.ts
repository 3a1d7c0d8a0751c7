import type { Action } from '@reduxjs/toolkit';
import { SUBMIT_REARM_MS } from '../../src/config/constants';
import { promotionActions as actions } from '../../src/promotion/promotionSlice';
import { failed, ok } from '../support/fakeContext';
import { settle } from '../support/sagaHarness';
import {
  goodAnswers,
  openLanding,
  optionsTo,
  paramsTo,
  promo,
  SID,
  ticks,
  toasts,
  type Answers,
  type LandingRun,
} from './support';

/** get-sms and register on the virtual clock: every code branch, the countdown, the tap bursts. */
const PHONE = '13812345678';
const sms = () => actions.smsRequested({ phone: PHONE, capcode: 'AB12' });
const apply = () => actions.registerRequested({ phone: PHONE, capcode: 'AB12', smsCode: '123456' });
const DOWNLOAD =
  '/promotion?id=1&app_from=cuota&user_from=fb&utm_tag=spring#/download?app_from=cuota&user_from=fb&utm_tag=spring&id=1';

/** 10 taps in 270 ms of virtual time, letting every fast answer arrive between two taps. */
async function burst(run: LandingRun, tap: () => Action) {
  for (let i = 0; i < 10; i += 1) {
    run.dispatch(tap());
    await settle();
    await run.clock.advance(30);
    await settle();
  }
}

const withAnswers = (answers: Answers) => openLanding({ ...goodAnswers(), ...answers });
const network = () => failed('Error de red, inténtelo de nuevo', 'network');
const timeout = () => failed('Tiempo de espera agotado', 'timeout');

describe('get-sms (spec sections 4, 7 and 8)', () => {
  it('sends the body of spec section 7 and, on code 0, says so and counts down 60 s, then "get code"', async () => {
    const run = await openLanding();
    run.dispatch(sms());
    await settle();
    expect(paramsTo(run.context, 'getSms')).toEqual([
      {
        phone: PHONE,
        capcode: 'AB12',
        sid: SID,
        deviceId: promo(run).deviceId,
        appName: 'Cuota',
        app_from: 'cuota',
        user_from: 'fb',
        utm_tag: 'spring',
      },
    ]);
    expect(optionsTo(run.context, 'getSms')).toEqual([{ toastOnFailure: false }]);
    expect(toasts(run)).toEqual([{ messageId: 'promotion.codeSent' }]);
    expect(promo(run).sms).toEqual({ sending: false, counting: true, secondsLeft: 60 });
    await run.clock.advance(1_000);
    expect(promo(run).sms.secondsLeft).toBe(59);
    await run.clock.advance(58_000);
    expect(promo(run).sms).toEqual({ sending: false, counting: true, secondsLeft: 1 });
    await run.clock.advance(1_000);
    expect(ticks(run)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    expect(promo(run).sms).toEqual({ sending: false, counting: false, secondsLeft: 60 });
    expect(run.context.clock.pending()).toBe(0);
  });

  it('a request during the countdown says "Do not resend the code" and sends nothing; after it, one goes', async () => {
    const run = await openLanding();
    run.dispatch(sms());
    await settle();
    await run.clock.advance(30_000);
    run.dispatch(sms());
    await settle();
    expect(toasts(run)).toEqual([
      { messageId: 'promotion.codeSent' },
      { messageId: 'promotion.doNotResend' },
    ]);
    expect(paramsTo(run.context, 'getSms')).toHaveLength(1);
    expect(promo(run).sms.secondsLeft).toBe(30);
    await run.clock.advance(30_000);
    run.dispatch(sms());
    await settle();
    expect(paramsTo(run.context, 'getSms')).toHaveLength(2);
    expect(promo(run).sms).toMatchObject({ counting: true, secondsLeft: 60 });
  });

  it.each([
    [
      "101 with the server's message",
      failed('Código de la imagen incorrecto', '101'),
      { text: 'Código de la imagen incorrecto' },
    ],
    ['101 without a message', failed('', '101'), { messageId: 'promotion.captchaInvalid' }],
  ])('%s: a new captcha image and the message, no countdown', async (_name, answer, toast) => {
    const run = await withAnswers({ getSms: answer });
    await run.clock.advance(2_000);
    run.dispatch(sms());
    await settle();
    expect(toasts(run)).toEqual([toast]);
    expect(promo(run).captcha.url).toBe(`/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=2000`);
    expect(promo(run).sms.counting).toBe(false);
    expect(ticks(run)).toEqual([]);
  });

  it('11: "You are already registered" and the download page, on the landing document', async () => {
    const run = await withAnswers({ getSms: failed('Este número ya está registrado', '11') });
    run.dispatch(sms());
    await settle();
    expect(toasts(run)).toEqual([{ messageId: 'promotion.alreadyRegistered' }]);
    expect(run.context.navigator.visited).toEqual([{ url: DOWNLOAD, replace: false }]);
    expect(promo(run).registered).toBe(true);
    expect(promo(run).sms.counting).toBe(false);
  });

  it.each([
    [
      'another code',
      failed('Espere un minuto antes de pedir otro código', '1'),
      { text: 'Espere un minuto antes de pedir otro código' },
    ],
    ['another code without a message', failed('', '7'), { messageId: 'promotion.error' }],
    [
      'an HTTP error',
      failed('Servicio no disponible', 'http_500'),
      { text: 'Servicio no disponible' },
    ],
    ['a network failure', network(), { messageId: 'promotion.error' }],
    ['a time-out', timeout(), { messageId: 'promotion.error' }],
  ])('%s: its message, no countdown, no navigation', async (_name, answer, toast) => {
    const run = await withAnswers({ getSms: answer });
    run.dispatch(sms());
    await settle();
    expect(toasts(run)).toEqual([toast]);
    expect(promo(run).sms.counting).toBe(false);
    expect(run.context.navigator.visited).toEqual([]);
    await run.clock.advance(SUBMIT_REARM_MS);
    expect(promo(run).sms.sending).toBe(false);
  });

  it.each([
    ['code 0', ok(null)],
    ['a failure', failed('No', '1')],
    ['no answer', network()],
  ])('a burst of 10 taps sends one get-sms (%s)', async (_name, answer) => {
    const run = await withAnswers({ getSms: answer });
    await burst(run, sms);
    expect(paramsTo(run.context, 'getSms')).toHaveLength(1);
  });
});

describe('register (spec sections 4, 7 and 8)', () => {
  it('track-click sends the tracking query with page_type 1 and the link’s links_id or down_id', async () => {
    const run = await openLanding(goodAnswers(), {
      search: '?id=1&user_from=fb',
      hash: '#/downloadTemplate?id=1&links_id=7',
    });
    run.dispatch(apply());
    await settle();
    expect(paramsTo(run.context, 'trackClick')).toEqual([
      expect.objectContaining({ page_id: '1', page_type: 1, links_id: '7', phone: PHONE }),
    ]);
    expect(paramsTo(run.context, 'trackClick')[0]).not.toHaveProperty('down_id');
  });

  it('sends the body of spec section 7, reports the click with the phone, then "Registered successfully" and the download page', async () => {
    const run = await openLanding(goodAnswers(), {
      search: '?id=1&app_from=cuota&user_from=fb&utm_tag=spring&invite_code=AMIGO',
    });
    run.dispatch(apply());
    await settle();
    expect(paramsTo(run.context, 'register')).toEqual([
      {
        phone: PHONE,
        capcode: 'AB12',
        sid: SID,
        deviceId: promo(run).deviceId,
        appName: 'Cuota',
        merchantNumber: '0',
        userName: PHONE,
        smsCode: '123456',
        invite_code: 'AMIGO',
        user_from: 'fb',
        id: '1',
        app_from: 'cuota',
        utm_tag: 'spring',
      },
    ]);
    expect(optionsTo(run.context, 'register')).toEqual([
      { toastOnFailure: false, idempotent: true },
    ]);
    expect(paramsTo(run.context, 'trackClick')).toEqual([
      {
        page_id: '1',
        user_from: 'fb',
        client_type: 'android',
        page_type: 1,
        utm_tag: 'spring',
        app_from: 'cuota',
        phone: PHONE,
      },
    ]);
    expect(toasts(run)).toEqual([{ messageId: 'promotion.registered' }]);
    expect(run.context.navigator.visited).toEqual([
      {
        url: DOWNLOAD.replace('spring#', 'spring&invite_code=AMIGO#')
          .replace('id=1', 'id=1')
          .concat('&invite_code=AMIGO'),
        replace: false,
      },
    ]);
    expect(promo(run)).toMatchObject({ registered: true, registering: false });
  });

  it('11: "You are already registered" and the download page', async () => {
    const run = await withAnswers({ register: failed('Este número ya está registrado', '11') });
    run.dispatch(apply());
    await settle();
    expect(toasts(run)).toEqual([{ messageId: 'promotion.alreadyRegistered' }]);
    expect(run.context.navigator.visited).toEqual([{ url: DOWNLOAD, replace: false }]);
  });

  it.each([
    [
      '-1 with a message',
      failed('Código de la imagen incorrecto', '-1'),
      { text: 'Código de la imagen incorrecto' },
    ],
    ['-1 without one', failed('', '-1'), { messageId: 'promotion.captchaInvalid' }],
  ])('%s: a new captcha image and the message; apply works again', async (_name, answer, toast) => {
    const run = await withAnswers({ register: [answer, ok(null)] });
    await run.clock.advance(3_000);
    run.dispatch(apply());
    await settle();
    expect(toasts(run)).toEqual([toast]);
    expect(promo(run).captcha.url).toBe(`/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=3000`);
    expect(run.context.navigator.visited).toEqual([]);
    await run.clock.advance(SUBMIT_REARM_MS);
    run.dispatch(apply());
    await settle();
    expect(paramsTo(run.context, 'register')).toHaveLength(2);
    expect(promo(run).registered).toBe(true);
  });

  it.each([
    [
      'another code',
      failed('Código de verificación incorrecto', '1'),
      { text: 'Código de verificación incorrecto' },
    ],
    ['a network failure', network(), { messageId: 'promotion.error' }],
    ['a time-out', timeout(), { messageId: 'promotion.error' }],
  ])('%s: its message, no navigation, the captcha kept', async (_name, answer, toast) => {
    const run = await withAnswers({ register: answer });
    run.dispatch(apply());
    await settle();
    expect(toasts(run)).toEqual([toast]);
    expect(run.context.navigator.visited).toEqual([]);
    expect(promo(run).captcha.url).toBe(`/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=0`);
    expect(promo(run).registered).toBe(false);
  });

  it.each([
    ['code 0', ok(null)],
    ['-1', failed('', '-1')],
    ['another code', failed('No', '1')],
    ['no answer', network()],
  ])('a burst of 10 taps sends one register (%s)', async (_name, answer) => {
    const run = await withAnswers({ register: answer });
    await burst(run, apply);
    expect(paramsTo(run.context, 'register')).toHaveLength(1);
    expect(paramsTo(run.context, 'trackClick')).toHaveLength(1);
  });

  it('registering stops the countdown; a track-click failure changes nothing', async () => {
    const run = await withAnswers({ trackClick: network() });
    run.dispatch(sms());
    await settle();
    run.dispatch(apply());
    await settle();
    await run.clock.advance(60_000);
    expect(ticks(run)).toEqual([]);
    expect(promo(run).sms).toEqual({ sending: false, counting: false, secondsLeft: 60 });
    expect(toasts(run)).toEqual([
      { messageId: 'promotion.codeSent' },
      { messageId: 'promotion.registered' },
    ]);
  });
});
