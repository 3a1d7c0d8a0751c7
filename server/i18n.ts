/**
 * The demo backend answers in the page's language: the app sends the session's `languageType` query
 * parameter on every call ('1' = English, anything else Spanish (Mexico), as src/i18n/locale.ts decides).
 * Server texts (status texts, row titles, channel texts, notices, product texts, failure messages) come
 * in both languages so an English screen is not half Spanish.
 */
export type Lang = 'es' | 'en';

/** A server text in both languages. */
export interface Text {
  es: string;
  en: string;
}

export function langOf(query: URLSearchParams): Lang {
  return query.get('languageType')?.trim() === '1' ? 'en' : 'es';
}

/** The text in `lang`. */
export const tr = (lang: Lang, text: Text): string => text[lang];

/** Messages several endpoints share. */
export const COMMON = {
  invalidParams: { es: 'Parámetro inválido', en: 'Invalid parameter' },
  orderNotFound: { es: 'Pedido no encontrado', en: 'Order not found' },
  unavailable: {
    es: 'Servicio no disponible, inténtelo más tarde',
    en: 'Service unavailable, please try again later',
  },
  wrongCode: { es: 'Código de verificación incorrecto', en: 'Wrong verification code' },
} satisfies Record<string, Text>;
