import type { UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createAppStore } from '../../src/runtime/store';
import { PromotionRoutes } from '../../src/promotion/promotionRoutes';
import { defaultBrand, type Brand } from '../../src/config/brand';
import { BrandContext } from '../../src/config/brandContext';
import promoEn from '../../src/i18n/catalogs/promotion/en';
import promoEsMX from '../../src/i18n/catalogs/promotion/es-MX';
import promoZhCN from '../../src/i18n/catalogs/promotion/zh-CN';
import type { CookieJar } from '../../src/platform/cookies/deviceCookie';
import { promotionSaga } from '../../src/promotion/promotionSaga';
import {
  initialPromotionState,
  promotionActions as actions,
  promotionReducer,
  type PromotionState,
} from '../../src/promotion/promotionSlice';
import type { PromotionOpened } from '../../src/promotion/types';
import type { ResponseSchema } from '../../src/platform/api/check';
import type { ApiResult } from '../../src/platform/api/types';
import { ConnectedToast } from '../../src/shell';
import { initialUiState, toastRequested, uiReducer, type UiState } from '../../src/shell/uiSlice';
import { fakeContext, failed, ok, through, type FakeContext } from '../support/fakeContext';
import { settle, runSagaWith } from '../support/sagaHarness';

const catalogs = { 'es-MX': promoEsMX, en: promoEn, 'zh-CN': promoZhCN };

/** The landing's store state: the ui slice and the promotion slice. */
export interface LandingState {
  ui: UiState;
  promotion: PromotionState;
}

const landingReducer = (state: LandingState, action: UnknownAction): LandingState => ({
  ui: uiReducer(state.ui, action),
  promotion: promotionReducer(state.promotion, action),
});

const landingState = (promotion: Partial<PromotionState> = {}): LandingState => ({
  ui: initialUiState,
  promotion: { ...initialPromotionState, ...promotion },
});

/** A good channel template as the server sends it. */
export const rawTemplate = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Cuota: regístrese',
  headline: 'Préstamos de hasta $3,000 en minutos',
  subtitle: 'Regístrese con su celular y reciba su dinero hoy.',
  bannerUrl: '/images/banner.png',
  bannerAlt: 'Un celular con monedas',
  benefits: ['Sin aval ni papeleo', 'Respuesta en 1 día'],
  buttonText: 'Solicitar ahora',
  themeColor: '#4B66E4',
  backgroundColor: '#EEF1FD',
  androidUrl: '/downloads/android',
  iosUrl: '/downloads/ios',
  agreementTitle: 'Acuerdo de registro',
  agreement: ['Primer párrafo.', 'Segundo párrafo.'],
  ...over,
});

export const SID = '0123456789abcdef0123456789abcdef';

type Answer = ApiResult<unknown> | Promise<ApiResult<unknown>>;
export type Answers = Partial<
  Record<string, Answer | Answer[] | ((params: Record<string, unknown>) => Answer)>
>;

/** The landing's good answers: template 1, a sid, every tracker and submit code 0. */
export const goodAnswers = (): Answers => ({
  channelTemplate: ok(rawTemplate()),
  getSid: ok({ sid: SID }),
  trackVisit: ok(null),
  trackClick: ok(null),
  getSms: ok(null),
  register: ok(null),
});

/**
 * Routes the fake `api.get` and `api.post` by endpoint key (one answer, a queue whose last one repeats,
 * or a function of the params); every answer goes through the call's own schema, as the real client
 * hands it to the saga. An endpoint without an answer fails (code 'test').
 */
function answerLanding(context: FakeContext, answers: Answers) {
  const queues = new Map<string, Answer[]>();
  const respond = (
    endpoint: string,
    schema: ResponseSchema<unknown>,
    params: Record<string, unknown>,
  ) => {
    const a = answers[endpoint];
    let next: Answer;
    if (a === undefined) next = failed(`unexpected ${endpoint}`, 'test');
    else if (typeof a === 'function') next = a(params ?? {});
    else if (Array.isArray(a)) {
      const queue = queues.get(endpoint) ?? [...a];
      queues.set(endpoint, queue);
      next = (queue.length > 1 ? queue.shift() : queue[0]) ?? failed('empty', 'test');
    } else next = a;
    return Promise.resolve(next).then((result) => through(schema, result));
  };
  context.api.get.mockImplementation(respond);
  context.api.post.mockImplementation(respond);
}

/** The params (3rd argument) of every call to one endpoint, GET or POST, in order. */
export const paramsTo = (context: FakeContext, endpoint: string) =>
  [...context.api.get.mock.calls, ...context.api.post.mock.calls]
    .filter(([e]) => e === endpoint)
    .map(([, , params]) => params as Record<string, unknown>);

/** The options (4th argument) of the calls to one endpoint. */
export const optionsTo = (context: FakeContext, endpoint: string) =>
  [...context.api.get.mock.calls, ...context.api.post.mock.calls]
    .filter(([e]) => e === endpoint)
    .map(([, , , options]) => options as Record<string, unknown>);

/** A cookie jar in memory (what the saga reads and writes instead of document.cookie). */
export function memoryCookies(initial = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  let jar = initial;
  return {
    written,
    read: () => jar,
    write: (cookie) => {
      written.push(cookie);
      jar = cookie.split(';')[0];
    },
    secure: () => false,
  };
}

export type LandingContext = FakeContext & { cookies: CookieJar & { written: string[] } };

export function landingContext(answers: Answers = goodAnswers()): LandingContext {
  const context = { ...fakeContext(), cookies: memoryCookies() };
  answerLanding(context, answers);
  return context;
}

export const opened = (over: Partial<PromotionOpened> = {}): PromotionOpened => ({
  page: 'register',
  pathname: '/promotion',
  search: '?id=1&app_from=cuota&user_from=fb&utm_tag=spring',
  hash: '',
  userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile',
  appName: 'Cuota',
  merchantNumber: '0',
  ...over,
});

/** The landing's saga on the virtual clock over the ui and promotion reducers, with a page opened. */
export async function openLanding(
  answers: Answers = goodAnswers(),
  over: Partial<PromotionOpened> = {},
  context: LandingContext = landingContext(answers),
) {
  if (context.api.get.mock.calls.length === 0) answerLanding(context, answers);
  const run = runSagaWith(promotionSaga, {
    context,
    state: landingState(),
    reducer: landingReducer,
  });
  run.dispatch(actions.pageOpened(opened(over)));
  await settle();
  return { ...run, context };
}

export type LandingRun = Awaited<ReturnType<typeof openLanding>>;
export const promo = (run: LandingRun) => run.state().promotion;
export const toasts = (run: LandingRun) => run.payloads(toastRequested);
export const ticks = (run: LandingRun) => run.payloads(actions.countdownTicked);

export interface RenderOptions {
  /** The document's path, query and hash (default: the landing with template 1). */
  url?: string;
  locale?: keyof typeof catalogs;
  brand?: Partial<Brand>;
  context?: LandingContext;
  userAgent?: string;
}

/**
 * The landing as the entry renders it: the one store factory (ui only), the promotion routes (which
 * load the page and inject the feature), the brand, the promotion catalog and the toast.
 */
export function renderLanding(options: RenderOptions = {}) {
  const context = options.context ?? landingContext();
  window.history.replaceState(null, '', options.url ?? '/promotion?id=1&user_from=fb');
  if (options.userAgent) {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(options.userAgent);
  }
  const locale = options.locale ?? 'es-MX';
  const store = createAppStore({ context });
  const result = render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="es-MX">
        <BrandContext.Provider value={{ ...defaultBrand, ...options.brand }}>
          <PromotionRoutes />
        </BrandContext.Provider>
        <ConnectedToast />
      </IntlProvider>
    </Provider>,
  );
  return { ...result, store, context };
}
