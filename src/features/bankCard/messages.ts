import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the bank card binding page; the same ids are in src/i18n/messages/<locale>/bankCard.json. */
export const messages = defineMessages({
  title: { id: 'bankCard.title', defaultMessage: 'Vincular tarjeta bancaria' },
  loading: { id: 'bankCard.loading', defaultMessage: 'Cargando los bancos…' },
  loadFailed: { id: 'bankCard.loadFailed', defaultMessage: 'No se pudieron cargar los bancos' },
  boundCards: { id: 'bankCard.boundCards', defaultMessage: 'Sus tarjetas vinculadas' },
  newCard: { id: 'bankCard.newCard', defaultMessage: 'Agregar una tarjeta' },
  bankLabel: { id: 'bankCard.bankLabel', defaultMessage: 'Banco' },
  noBanks: {
    id: 'bankCard.noBanks',
    defaultMessage: 'No hay bancos disponibles por ahora. Inténtelo más tarde.',
  },
  cardNoLabel: { id: 'bankCard.cardNoLabel', defaultMessage: 'Número de tarjeta' },
  cardNoHint: {
    id: 'bankCard.cardNoHint',
    defaultMessage: 'Los 16 dígitos del frente de su tarjeta de débito',
  },
  holderLabel: { id: 'bankCard.holderLabel', defaultMessage: 'Nombre del titular' },
  holderHint: {
    id: 'bankCard.holderHint',
    defaultMessage: 'La tarjeta debe estar a su nombre, como lo registró',
  },
  safety: {
    id: 'bankCard.safety',
    defaultMessage:
      'Enviamos el número de su tarjeta de forma segura; este dispositivo no lo guarda.',
  },
  submit: { id: 'bankCard.submit', defaultMessage: 'Vincular tarjeta' },
  bound: { id: 'bankCard.bound', defaultMessage: 'Tarjeta vinculada correctamente' },
  bindFailed: { id: 'bankCard.bindFailed', defaultMessage: 'No se pudo vincular la tarjeta' },
  bindDoubt: {
    id: 'bankCard.bindDoubt',
    defaultMessage:
      'No recibimos respuesta: su tarjeta pudo haberse vinculado. Revise sus tarjetas antes de intentarlo de nuevo.',
  },
  bankRequired: { id: 'bankCard.bankRequired', defaultMessage: 'Seleccione su banco' },
  cardRequired: { id: 'bankCard.cardRequired', defaultMessage: 'Ingrese el número de tarjeta' },
  cardDigits: {
    id: 'bankCard.cardDigits',
    defaultMessage: 'El número de tarjeta solo lleva dígitos',
  },
  cardLength: {
    id: 'bankCard.cardLength',
    defaultMessage: 'El número de tarjeta debe tener 16 dígitos',
  },
  cardLuhn: {
    id: 'bankCard.cardLuhn',
    defaultMessage: 'El número de tarjeta no es válido, revíselo',
  },
  holderRequired: {
    id: 'bankCard.holderRequired',
    defaultMessage: 'Ingrese el nombre del titular',
  },
  holderLetters: {
    id: 'bankCard.holderLetters',
    defaultMessage: 'El nombre solo puede llevar letras y espacios',
  },
  holderTooLong: {
    id: 'bankCard.holderTooLong',
    defaultMessage: 'El nombre admite 60 caracteres como máximo',
  },
});

/** The visually hidden reading of a masked card number. */
export const cardEnding = defineMessage<{ last4: string }>({
  id: 'bankCard.cardEnding',
  defaultMessage: 'tarjeta terminada en {last4}',
});

/** The ids the schema and the saga hand to the page (translated where they are shown). */
export const MESSAGE_IDS = {
  loadFailed: messages.loadFailed.id,
  bound: messages.bound.id,
  bindFailed: messages.bindFailed.id,
  bindDoubt: messages.bindDoubt.id,
  bankRequired: messages.bankRequired.id,
  cardRequired: messages.cardRequired.id,
  cardDigits: messages.cardDigits.id,
  cardLength: messages.cardLength.id,
  cardLuhn: messages.cardLuhn.id,
  holderRequired: messages.holderRequired.id,
  holderLetters: messages.holderLetters.id,
  holderTooLong: messages.holderTooLong.id,
} as const;
