import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, ok } from '../support/fakeContext';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../src/promotion/components/TemplateHero';
import {
  goodAnswers,
  landingContext,
  paramsTo,
  rawTemplate,
  renderLanding,
  SID,
  type Answers,
} from './support';

const setup = (answers: Answers = {}, options: Parameters<typeof renderLanding>[0] = {}) => {
  const context = landingContext({ ...goodAnswers(), ...answers });
  const view = renderLanding({ ...options, context });
  return { ...view, user: userEvent.setup() };
};

const field = (name: RegExp | string) => screen.getByLabelText(name);

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the landing (spec section 2, screen 10)', () => {
  it('shows the template (banner box reserved, headline, selling points) over a labelled form, in Spanish', async () => {
    const { container } = setup();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Préstamos de hasta $3,000 en minutos',
      }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'Un celular con monedas' });
    expect(banner).toHaveAttribute('width', String(BANNER_WIDTH));
    expect(banner).toHaveAttribute('height', String(BANNER_HEIGHT));
    expect(screen.getByText('Sin aval ni papeleo')).toBeInTheDocument();
    expect(field('Número de celular')).toHaveAttribute('type', 'tel');
    expect(field('Código de la imagen')).toHaveAttribute('maxlength', '4');
    const code = field('Código SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    // The captcha image comes with the captcha session's answer, which may follow the heading.
    expect(
      await screen.findByRole('img', { name: 'Imagen con el código a escribir' }),
    ).toHaveAttribute('src', `/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=0`);
    expect(screen.getByRole('button', { name: 'Obtener código' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar ahora' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acuerdo de registro' })).toHaveAttribute(
      'href',
      '#/agreementTemplate?user_from=fb&id=1',
    );
    // The template's colours, with white text on its accent.
    const frame = container.querySelector('.promo') as HTMLElement;
    expect(frame.style.getPropertyValue('--color-primary')).toBe('#4B66E4');
    expect(frame.style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
  });

  it('the form works while the template is still loading, and says when it failed (with Retry)', async () => {
    let release: (v: ReturnType<typeof ok>) => void = () => undefined;
    const pending = new Promise<ReturnType<typeof ok>>((resolve) => {
      release = resolve;
    });
    const { user } = setup({ channelTemplate: [pending, ok(rawTemplate())] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regístrese' }),
    ).toBeInTheDocument();
    await user.type(field('Número de celular'), '13812345678');
    expect(field('Número de celular')).toHaveValue('138 1234 5678');
    await act(async () => release(failed('Plantilla no encontrada')));
    expect(await screen.findByText('Plantilla no encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Préstamos de hasta $3,000 en minutos',
      }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Please enter the correct mobile number',
      'Please enter the correct image captcha',
      'Please enter the correct SMS code',
      'Apply now',
    ],
    [
      'es-MX',
      'Ingrese el número de celular correcto',
      'Ingrese el código de la imagen correcto',
      'Ingrese el código SMS correcto',
      'Solicitar ahora',
    ],
  ] as const)(
    'applying with nothing typed shows the three messages (%s) and sends nothing',
    async (locale, mobile, captcha, sms, apply) => {
      const { user, context } = setup(
        { channelTemplate: ok(rawTemplate({ buttonText: '' })) },
        { locale },
      );
      await user.click(await screen.findByRole('button', { name: apply }));
      const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
      expect(alerts).toEqual([mobile, captcha, sms]);
      expect(paramsTo(context, 'register')).toEqual([]);
    },
  );

  it('the mobile keeps digits only, capped at 11, grouped 3-4-4', async () => {
    const { user } = setup();
    const mobile = await screen.findByLabelText('Número de celular');
    await user.type(mobile, '+1 38-1234a5678999');
    expect(mobile).toHaveValue('138 1234 5678');
  });

  it('a Mexican deployment takes 10 digits grouped 3-3-4, with its own message', async () => {
    const { user } = setup({}, { brand: { phoneRule: 'mx' }, locale: 'en' });
    const mobile = await screen.findByLabelText('Mobile number');
    await user.type(mobile, '55123456789');
    expect(mobile).toHaveValue('551 234 5678');
    await user.clear(mobile);
    await user.type(mobile, '551234');
    await user.click(screen.getByRole('button', { name: 'Refresh image' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter the correct 10-digit mobile number',
    );
  });

  it('refreshing the captcha needs a valid mobile first (else the mobile message), then draws a new image', async () => {
    const { user, context } = setup({}, { locale: 'en' });
    // The image comes with the captcha session's answer; the refresh button shows before it.
    const image = await screen.findByRole('img', { name: 'Image with the code to type' });
    const refresh = screen.getByRole('button', { name: 'Refresh image' });
    await user.click(refresh);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the correct mobile number');
    expect(image).toHaveAttribute('src', `/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=0`);
    await act(() => context.clock.advance(1_000));
    await user.type(field('Mobile number'), '13812345678');
    await user.click(refresh);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(image).toHaveAttribute('src', `/api/v2/youmi/promotion/get-captcha?sid=${SID}&t=1000`);
  });

  it('a captcha session that could not be had says so with a Retry that needs no mobile first', async () => {
    const { user, context } = setup({ getSid: [failed('No disponible'), ok({ sid: SID })] });
    const retry = await screen.findByRole('button', {
      name: 'No se pudo cargar la imagen. Cargarla de nuevo',
    });
    expect(retry).toHaveTextContent('Reintentar');
    await user.click(retry);
    expect(
      await screen.findByRole('img', { name: 'Imagen con el código a escribir' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(paramsTo(context, 'getSid')).toHaveLength(2);
  });

  it('after a failed captcha session the refresh button asks for a sid again, mobile or not', async () => {
    const { user, context } = setup({ getSid: [failed('No disponible'), ok({ sid: SID })] });
    await screen.findByRole('button', { name: 'No se pudo cargar la imagen. Cargarla de nuevo' });
    await user.click(screen.getByRole('button', { name: 'Cambiar imagen' }));
    expect(
      await screen.findByRole('img', { name: 'Imagen con el código a escribir' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(paramsTo(context, 'getSid')).toHaveLength(2);
  });

  it('while the first image loads the refresh button still answers a tap: no mobile, the mobile message (a slow phone taps it the moment it shows)', async () => {
    const { user, context } = setup({ getSid: new Promise<never>(() => undefined) });
    const refresh = await screen.findByRole('button', { name: 'Cambiar imagen' });
    expect(refresh).toBeEnabled();
    // The image's place says it is loading.
    expect(refresh.closest('.promo-captcha')).toHaveAttribute('aria-busy', 'true');
    await user.click(refresh);
    expect(await screen.findByText('Ingrese el número de celular correcto')).toBeInTheDocument();
    expect(paramsTo(context, 'getSid')).toHaveLength(1);
  });

  it('get code: checks mobile and captcha, sends, counts down each second, refuses a resend, then "get code" again', async () => {
    const { user, context } = setup({}, { locale: 'en' });
    const getCode = await screen.findByRole('button', { name: 'get code' });
    await user.click(getCode);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter the correct mobile number',
      'Please enter the correct image captcha',
    ]);
    expect(paramsTo(context, 'getSms')).toEqual([]);
    await user.type(field('Mobile number'), '13812345678');
    await user.type(field('Image captcha'), 'ab12');
    await user.click(getCode);
    expect(paramsTo(context, 'getSms')).toEqual([
      expect.objectContaining({ phone: '13812345678', capcode: 'ab12', sid: SID }),
    ]);
    expect(screen.getByText('Verification code sent, please check your phone')).toBeInTheDocument();
    expect(getCode).toHaveTextContent('60 s');
    await act(() => context.clock.advance(1_000));
    expect(getCode).toHaveTextContent('59 s');
    expect(getCode).toHaveAccessibleName('Resend code in 59 s');
    await user.click(getCode);
    expect(await screen.findByText('Do not resend the code')).toBeInTheDocument();
    expect(paramsTo(context, 'getSms')).toHaveLength(1);
    await act(() => context.clock.advance(59_000));
    expect(getCode).toHaveTextContent('get code');
  });

  it.each([
    ['es-MX', 'Número de celular', 'Código de la imagen', 'Obtener código', 'Reenviar código en'],
    ['en', 'Mobile number', 'Image captcha', 'get code', 'Resend code in'],
    ['zh-CN', '手机号码', '图形验证码', '获取验证码', null],
  ] as const)(
    '%s: during the countdown the button is named by what it does and when, then "get code" again',
    async (locale, mobile, captcha, getCodeName, resendIn) => {
      const { user, context } = setup({}, { locale });
      const getCode = await screen.findByRole('button', { name: getCodeName });
      await user.type(field(mobile), '13812345678');
      await user.type(field(captcha), 'ab12');
      await user.click(getCode);
      await act(() => context.clock.advance(8_000));
      const during = resendIn === null ? '52 秒后重新获取验证码' : `${resendIn} 52 s`;
      expect(screen.getByRole('button', { name: during })).toBe(getCode);
      // The visible text stays the seconds only (its name contains it).
      expect(getCode).toHaveTextContent(locale === 'zh-CN' ? '52 秒' : '52 s');
      await act(() => context.clock.advance(52_000));
      expect(screen.getByRole('button', { name: getCodeName })).toBe(getCode);
    },
  );

  it('the countdown speaks politely at its start, at 10 s and at its end, not on an ordinary tick', async () => {
    const { user, context } = setup();
    const getCode = await screen.findByRole('button', { name: 'Obtener código' });
    const status = screen.getByTestId('promo-get-code-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveClass('visually-hidden');
    // The button is beside the live region, not inside it (its ticking name is never re-read).
    expect(status).not.toContainElement(getCode);
    expect(getCode.closest('[aria-live]')).toBeNull();
    expect(status).toBeEmptyDOMElement();
    await user.type(field('Número de celular'), '13812345678');
    await user.type(field('Código de la imagen'), 'ab12');
    await user.click(getCode);
    expect(status).toHaveTextContent('Podrá reenviar el código en 60 segundos');
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(status, { childList: true, characterData: true, subtree: true });
    await act(() => context.clock.advance(1_000));
    expect(getCode).toHaveAccessibleName('Reenviar código en 59 s');
    await act(() => context.clock.advance(48_000));
    expect(getCode).toHaveAccessibleName('Reenviar código en 11 s');
    expect(status).toHaveTextContent('Podrá reenviar el código en 60 segundos');
    expect(changes).toEqual([]);
    await act(() => context.clock.advance(1_000));
    expect(status).toHaveTextContent('Podrá reenviar el código en 10 segundos');
    expect(changes.length).toBeGreaterThan(0);
    await act(() => context.clock.advance(9_000));
    expect(getCode).toHaveAccessibleName('Reenviar código en 1 s');
    expect(status).toHaveTextContent('Podrá reenviar el código en 10 segundos');
    await act(() => context.clock.advance(1_000));
    expect(status).toHaveTextContent('Ya puede obtener un código nuevo');
    expect(getCode).toHaveAccessibleName('Obtener código');
    watcher.disconnect();
  });

  it('applying sends register with the typed values and goes to the download page', async () => {
    const { user, context } = setup({}, { locale: 'en' });
    await user.type(await screen.findByLabelText('Mobile number'), '13812345678');
    await user.type(field('Image captcha'), 'AB12');
    await user.type(field('SMS code'), '123456789');
    expect(field('SMS code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
    expect(paramsTo(context, 'register')).toEqual([
      expect.objectContaining({
        phone: '13812345678',
        userName: '13812345678',
        capcode: 'AB12',
        smsCode: '123456',
      }),
    ]);
    expect(await screen.findByText('Registered successfully')).toBeInTheDocument();
    expect(context.navigator.visited).toEqual([
      { url: '/promotion?id=1&user_from=fb#/download?user_from=fb&id=1', replace: false },
    ]);
    // The template's label; busy (disabled) while the download page opens.
    expect(screen.getByRole('button', { name: /Solicitar ahora/ })).toBeDisabled();
  });

  it('keeps what was typed across the agreement and back', async () => {
    const { user } = setup({}, { url: '/promotion?id=1' });
    await user.type(await screen.findByLabelText('Número de celular'), '13812345678');
    await act(async () => {
      window.location.hash = '#/agreementTemplate?id=1';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acuerdo de registro' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Primer párrafo.')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: /Volver al registro/ });
    expect(back).toHaveAttribute('href', '#/downloadTemplate?id=1');
    await act(async () => {
      window.location.hash = '#/downloadTemplate?id=1';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByLabelText('Número de celular')).toHaveValue('138 1234 5678');
  });
});

describe('the download page (#/download)', () => {
  const WHATSAPP =
    'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 WhatsApp/2.23.20';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

  it('offers the platform of the user agent first and opens its link', async () => {
    const { user, context } = setup(
      {},
      { url: '/promotion#/download?id=1', userAgent: IPHONE, locale: 'en' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Download the app' }),
    ).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: /Download for/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Download for iPhone',
      'Download for Android',
    ]);
    expect(screen.queryByText('Open this page in your browser')).toBeNull();
    await user.click(buttons[0]);
    expect(context.navigator.visited).toEqual([{ url: '/downloads/ios', replace: false }]);
    // No visit, no captcha on this page.
    expect(paramsTo(context, 'trackVisit')).toEqual([]);
    expect(paramsTo(context, 'getSid')).toEqual([]);
  });

  it('inside a social messaging app it says to open the system browser', async () => {
    setup({}, { url: '/promotion#/download?id=1', userAgent: WHATSAPP });
    const hint = await screen.findByRole('region', { name: 'Abra esta página en su navegador' });
    expect(within(hint).getByText(/Abrir en el navegador/)).toBeInTheDocument();
  });

  it('without links says so', async () => {
    setup(
      { channelTemplate: ok(rawTemplate({ androidUrl: '', iosUrl: null })) },
      { url: '/promotion#/download?id=1' },
    );
    expect(
      await screen.findByText('Los enlaces de descarga no están disponibles por ahora.'),
    ).toBeInTheDocument();
  });
});

describe("the spec's channel link #/downloadTemplate?id=… (spec section 2)", () => {
  it('shows the registration form and reports the visit with links_id', async () => {
    const { context } = setup(
      {},
      { url: '/promotion#/downloadTemplate?id=1&user_from=fb&links_id=77', locale: 'en' },
    );
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Download the app' })).toBeNull();
    await waitFor(() => expect(paramsTo(context, 'trackVisit')).toHaveLength(1));
    expect(paramsTo(context, 'trackVisit')[0]).toMatchObject({
      page_id: '1',
      user_from: 'fb',
      page_type: 1,
      links_id: '77',
    });
    expect(paramsTo(context, 'getSid')).toHaveLength(1);
  });
});

it('an unknown hash shows the not-found page', async () => {
  setup({}, { url: '/promotion#/nothing' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
  ).toBeInTheDocument();
});
