import { Registry } from './api';

/** Every demo endpoint. Adding one: a row in responses.ts, then one `.route(...)` call here. */
export function buildRegistry(): Registry {
  return new Registry().route('POST', 'getWhatsapp', ({ body, db }) => {
    if (body.overall !== '30')
      return { json: { code: 1, message: 'Parámetro inválido', data: null } };
    return { json: { code: 0, message: 'success', data: { ...db.data.customerService } } };
  });
}
