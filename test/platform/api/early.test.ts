/**
 * @jest-environment node
 */
import { createApiClient } from '../../../src/platform/api/client';
import { requestUrl, startEarlyGet, withEarlyAnswers } from '../../../src/platform/api/early';
import { resolveEndpoints } from '../../../src/platform/api/endpoints';
import { buildHeaders } from '../../../src/platform/api/headers';
import { object, string } from 'yup';

const SESSION = { sessionId: 's1', deviceId: 'd2' };
const MESSAGES = {
  network: 'Sin conexión',
  timeout: 'Tiempo agotado',
  malformed: 'Respuesta inválida',
};
const endpoints = resolveEndpoints({});
const schema = object({ id: string().required() });

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function page() {
  const win = {} as Window;
  const network = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'network' } })),
  );
  const client = createApiClient({
    endpoints,
    fetch: withEarlyAnswers(win, (input, init) => network(String(input), init)),
    session: () => SESSION,
    locale: () => 'es-MX',
    messages: () => MESSAGES,
  });
  /** The early script's request for channel-template?templateId=id, answered by `early`. */
  const early = (id: string, response: Promise<Response>, locale = 'es-MX') =>
    startEarlyGet(
      win,
      requestUrl(endpoints.channelTemplate, SESSION, { templateId: id }),
      buildHeaders('app', SESSION, locale),
      () => response,
    );
  const get = (id: string) =>
    client.get('channelTemplate', schema, { templateId: id }, { toastOnFailure: false });
  return { win, network, early, get };
}

describe('early requests', () => {
  it('the identical request takes the early answer, once, through the same schema', async () => {
    const { network, early, get } = page();
    early('3', Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'early' } })));
    expect(await get('3')).toMatchObject({ success: true, data: { id: 'early' } });
    expect(network).not.toHaveBeenCalled();
    expect(await get('3')).toMatchObject({ success: true, data: { id: 'network' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('an early answer that breaks the schema is refused like any other', async () => {
    const { early, get } = page();
    early('3', Promise.resolve(answer({ code: 0, message: 'ok', data: { name: 'sin id' } })));
    expect(await get('3')).toMatchObject({ success: false, message: 'Respuesta inválida' });
    early('4', Promise.resolve(new Response('<html>502</html>', { status: 502 })));
    expect(await get('4')).toMatchObject({ success: false });
  });

  it('a failed early request is the call network failure, with its message', async () => {
    const { early, get, network } = page();
    early('3', Promise.reject(new TypeError('Failed to fetch')));
    expect(await get('3')).toMatchObject({
      success: false,
      code: 'network',
      message: 'Sin conexión',
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('a request that differs in its URL or headers goes to the network', async () => {
    const { early, get, network, win } = page();
    early('3', Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'early' } })));
    early('5', Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'early' } })), 'en');
    expect(await get('4')).toMatchObject({ data: { id: 'network' } });
    expect(await get('5')).toMatchObject({ data: { id: 'network' } });
    expect(network).toHaveBeenCalledTimes(2);
    expect(win.__CUOTA_EARLY__).toHaveLength(2);
  });

  it('never serves a POST', async () => {
    const win = {} as Window;
    const network = jest.fn(() => Promise.resolve(answer({})));
    const url = '/x';
    startEarlyGet(win, url, {}, () => Promise.resolve(answer({ early: true })));
    await withEarlyAnswers(win, network)(url, { method: 'POST', headers: {}, body: 'a=1' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(win.__CUOTA_EARLY__).toHaveLength(1);
  });
});
