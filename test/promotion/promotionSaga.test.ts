import { PERSISTENT_COOKIE_EXPIRES } from '../../src/config/constants';
import { promotionActions as actions } from '../../src/promotion/promotionSlice';
import { DEVICE_COOKIE } from '../../src/platform/cookies/deviceCookie';
import { failed, ok } from '../support/fakeContext';
import { settle } from '../support/sagaHarness';
import {
  goodAnswers,
  landingContext,
  openLanding,
  opened,
  optionsTo,
  paramsTo,
  promo,
  rawTemplate,
  SID,
  toasts,
  type Answers,
} from './support';

/** The landing's loads (template, visit, device id, captcha) and its download links. */
const withAnswers = (answers: Answers) => openLanding({ ...goodAnswers(), ...answers });
const network = () => failed('Error de red, inténtelo de nuevo', 'network');
/** What a refused answer shows: the client's localized 'unexpected answer' text. */
const UNEXPECTED = { text: 'Respuesta inesperada del servidor, inténtelo de nuevo' };

describe('opening the landing', () => {
  it('loads the template, reports the visit once, keeps the device id in its cookie and draws a captcha', async () => {
    const run = await openLanding();
    expect(promo(run).template).toMatchObject({ status: 'succeeded', error: null });
    expect(promo(run).template.data?.headline).toBe('Préstamos de hasta $3,000 en minutos');
    expect(paramsTo(run.context, 'channelTemplate')).toEqual([{ templateId: '1' }]);
    expect(paramsTo(run.context, 'trackVisit')).toEqual([
      {
        page_id: '1',
        user_from: 'fb',
        client_type: 'android',
        page_type: 1,
        utm_tag: 'spring',
        app_from: 'cuota',
      },
    ]);
    const cookie = run.context.cookies.written[0];
    expect(cookie).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[a-z]{24}; expires=${PERSISTENT_COOKIE_EXPIRES}; path=/`),
    );
    expect(promo(run).deviceId).toBe(cookie.split(';')[0].split('=')[1]);
    expect(promo(run).captcha).toEqual({
      status: 'succeeded',
      sid: SID,
      url: `/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=0`,
    });
    // The trackers and loads never toast from the client.
    for (const key of ['channelTemplate', 'trackVisit', 'getSid']) {
      expect(optionsTo(run.context, key)).toEqual([
        expect.objectContaining({ toastOnFailure: false }),
      ]);
    }
  });

  it('an iPhone reports client_type ios; the device id already in the cookie is kept', async () => {
    const context = landingContext();
    context.cookies.write(`${DEVICE_COOKIE}=abcdefghijkmnpqrstuvwxyz`);
    context.cookies.written.length = 0;
    const run = await openLanding(
      goodAnswers(),
      {
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
      context,
    );
    expect(paramsTo(run.context, 'trackVisit')[0].client_type).toBe('ios');
    expect(promo(run).deviceId).toBe('abcdefghijkmnpqrstuvwxyz');
    expect(run.context.cookies.written).toEqual([]);
  });

  it('moving between the pages loads the template and reports the visit only once', async () => {
    const run = await openLanding();
    run.dispatch(actions.pageOpened(opened({ page: 'download', hash: '#/download?id=1' })));
    await settle();
    run.dispatch(
      actions.pageOpened(opened({ page: 'agreement', hash: '#/agreementTemplate?id=1' })),
    );
    await settle();
    run.dispatch(actions.pageOpened(opened()));
    await settle();
    expect(promo(run).page).toBe('register');
    expect(paramsTo(run.context, 'channelTemplate')).toHaveLength(1);
    expect(paramsTo(run.context, 'trackVisit')).toHaveLength(1);
    expect(paramsTo(run.context, 'getSid')).toHaveLength(1);
  });

  it.each([
    ['links_id', '#/downloadTemplate?links_id=42', { links_id: '42' }],
    ['down_id', '#/downloadTemplate?down_id=9', { down_id: '9' }],
  ])('the channel link’s %s travels with the visit', async (_name, hash, extra) => {
    const run = await openLanding(goodAnswers(), { hash });
    expect(paramsTo(run.context, 'trackVisit')).toEqual([
      {
        page_id: '1',
        user_from: 'fb',
        client_type: 'android',
        page_type: 1,
        utm_tag: 'spring',
        app_from: 'cuota',
        ...extra,
      },
    ]);
  });

  it('another template id starts afresh: its template, its visit, a new captcha', async () => {
    const run = await openLanding();
    run.dispatch(actions.pageOpened(opened({ search: '?id=2' })));
    await settle();
    expect(paramsTo(run.context, 'channelTemplate')).toEqual([
      { templateId: '1' },
      { templateId: '2' },
    ]);
    expect(paramsTo(run.context, 'trackVisit').map((p) => p.page_id)).toEqual(['1', '2']);
    expect(paramsTo(run.context, 'getSid')).toHaveLength(2);
    // An answer for template 1 does not fit template 2: refused (the page's own failure text).
    expect(promo(run).template.error).toEqual({});
  });

  it.each([
    ['another id', ok(rawTemplate({ id: 2 })), {}],
    ['a refused answer', ok(rawTemplate({ id: null })), UNEXPECTED],
    ['a server failure', failed('Plantilla no encontrada'), { text: 'Plantilla no encontrada' }],
    ['no answer', network(), { text: 'Error de red, inténtelo de nuevo' }],
  ])(
    'the template fails on %s (Retry loads it again); the form still gets its captcha',
    async (_name, answer, shown) => {
      const run = await withAnswers({ channelTemplate: [answer, ok(rawTemplate())] });
      expect(promo(run).template.status).toBe('failed');
      expect(promo(run).template.error).toEqual(shown);
      expect(promo(run).captcha.status).toBe('succeeded');
      run.dispatch(actions.templateRetryRequested());
      await settle();
      expect(promo(run).template.status).toBe('succeeded');
    },
  );

  it('get-sid failing leaves the captcha failed; refresh asks for a sid again', async () => {
    const run = await withAnswers({ getSid: [failed('no'), ok({ sid: SID })] });
    expect(promo(run).captcha).toEqual({ status: 'failed', sid: '', url: '' });
    run.dispatch(actions.captchaRefreshRequested());
    await settle();
    expect(promo(run).captcha.sid).toBe(SID);
  });

  it('a refresh draws a new image for the same sid (a new timestamp from the clock)', async () => {
    const run = await openLanding();
    await run.clock.advance(5_000);
    run.dispatch(actions.captchaRefreshRequested());
    await settle();
    expect(promo(run).captcha.url).toBe(`/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=5000`);
    expect(paramsTo(run.context, 'getSid')).toHaveLength(1);
  });
});

describe('download links', () => {
  it('a same-origin link opens; a host outside the allowlist is refused with a message', async () => {
    const run = await withAnswers({
      channelTemplate: ok(
        rawTemplate({ androidUrl: '/downloads/android', iosUrl: 'https://evil.example.com/app' }),
      ),
    });
    run.dispatch(actions.downloadRequested('android'));
    await settle();
    expect(run.context.navigator.visited).toEqual([{ url: '/downloads/android', replace: false }]);
    run.dispatch(actions.downloadRequested('ios'));
    await settle();
    expect(run.context.navigator.visited).toHaveLength(1);
    expect(toasts(run)).toEqual([{ messageId: 'common.navigationRefused' }]);
  });
});
