import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  contractTitle: { id: 'legal.contractTitle', defaultMessage: 'Pagaré' },
  periodTitle: { id: 'legal.periodTitle', defaultMessage: 'Contrato de préstamo a plazos' },
  contractHeading: { id: 'legal.contractHeading', defaultMessage: 'Pagaré (contrato de préstamo)' },
  periodHeading: {
    id: 'legal.periodHeading',
    defaultMessage: 'Contrato de préstamo en parcialidades',
  },
  summary: { id: 'legal.summary', defaultMessage: 'Datos del préstamo' },
  fieldUserName: { id: 'legal.fieldUserName', defaultMessage: 'Deudor' },
  fieldProductName: { id: 'legal.fieldProductName', defaultMessage: 'Producto' },
  fieldAmount: { id: 'legal.fieldAmount', defaultMessage: 'Monto del préstamo' },
  fieldBankNo: { id: 'legal.fieldBankNo', defaultMessage: 'Cuenta bancaria' },
  fieldDaiDate: { id: 'legal.fieldDaiDate', defaultMessage: 'Fecha de desembolso' },
  fieldPlanDate: { id: 'legal.fieldPlanDate', defaultMessage: 'Fecha de pago' },
  fieldContractAmount: { id: 'legal.fieldContractAmount', defaultMessage: 'Monto a pagar' },
  fieldCommission: { id: 'legal.fieldCommission', defaultMessage: 'Comisión' },
  fieldInterest: { id: 'legal.fieldInterest', defaultMessage: 'Intereses' },
  fieldGiveAmount: { id: 'legal.fieldGiveAmount', defaultMessage: 'Monto recibido' },
  fieldUserAddress: { id: 'legal.fieldUserAddress', defaultMessage: 'Domicilio del deudor' },
  fieldContractDate: { id: 'legal.fieldContractDate', defaultMessage: 'Fecha del contrato' },
  fieldCompany: { id: 'legal.fieldCompany', defaultMessage: 'Acreedor' },
  clausesHeading: { id: 'legal.clausesHeading', defaultMessage: 'Cláusulas' },
  signatures: { id: 'legal.signatures', defaultMessage: 'Firmas' },
  borrowerSignature: { id: 'legal.borrowerSignature', defaultMessage: 'El deudor' },
  companySignature: { id: 'legal.companySignature', defaultMessage: 'El acreedor' },
  loading: { id: 'legal.loading', defaultMessage: 'Cargando contrato…' },
  loadFailed: { id: 'legal.loadFailed', defaultMessage: 'No pudimos cargar el contrato.' },
  loginFailedTitle: { id: 'legal.loginFailedTitle', defaultMessage: 'Fracaso' },
  loginFailedNotice: {
    id: 'legal.loginFailedNotice',
    defaultMessage: 'Le ofrece servicios profesionales y pago de préstamos.',
  },
  loginFailedButton: { id: 'legal.loginFailedButton', defaultMessage: 'Iniciar sesión' },
});

/** The tax row of the loan data, named by the market ('IVA' in Mexico, 'GST' in India). */
export const taxField = defineMessage<{ taxName: string }>({
  id: 'legal.fieldIva',
  defaultMessage: '{taxName}',
});

type ClauseValues = {
  userName: string;
  company: string;
  amount: string;
  contractAmount: string;
  giveAmount: string;
  commission: string;
  interest: string;
  iva: string;
  /** The market's tax ('IVA' in Mexico, 'GST' in India; src/config/markets). */
  taxName: string;
  daiDate: string;
  planDate: string;
  contractDate: string;
  userAddress: string;
  productName: string;
  annualRate: string;
  interestRate: string;
  taxRate: string;
  fineRate: string;
};

export const contractClauses = [
  defineMessage<ClauseValues>({
    id: 'legal.contract.promise',
    defaultMessage:
      'Yo, {userName}, prometo pagar incondicionalmente a la orden de {company} la cantidad de {contractAmount} por el préstamo del producto {productName}.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.contract.amount',
    defaultMessage:
      'El monto del préstamo es {amount}; el {daiDate} el acreedor depositó {giveAmount} en mi cuenta. Pagaré la totalidad el {planDate}.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.contract.interest',
    defaultMessage:
      'El préstamo causa intereses a una tasa anual del {annualRate} (tasa de interés {interestRate}), por un total de {interest}, más una comisión de {commission}.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.contract.tax',
    defaultMessage: 'El {taxName} es el {taxRate} de los intereses más la comisión: {iva}.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.contract.fine',
    defaultMessage:
      'Si no pago en la fecha de vencimiento, pagaré una pena moratoria del {fineRate} diario sobre el saldo vencido.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.contract.place',
    defaultMessage: 'Suscrito en {userAddress}, el {contractDate}.',
  }),
];

export const periodClauses = [
  defineMessage<ClauseValues>({
    id: 'legal.period.promise',
    defaultMessage:
      'Yo, {userName}, me obligo a pagar a {company} la cantidad de {contractAmount} en parcialidades, conforme al plan de pagos del producto {productName}.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.period.amount',
    defaultMessage:
      'El monto del préstamo es {amount}; el {daiDate} el acreedor depositó {giveAmount} en mi cuenta. La última parcialidad vence el {planDate}.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.period.interest',
    defaultMessage:
      'Cada parcialidad incluye intereses a una tasa anual del {annualRate} (tasa de interés {interestRate}), con un total de {interest}, y la comisión de {commission}.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.period.tax',
    defaultMessage:
      'El {taxName} es el {taxRate} de los intereses más la comisión: {iva}, repartido entre las parcialidades.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.period.fine',
    defaultMessage:
      'Por cada parcialidad no pagada a tiempo pagaré una pena moratoria del {fineRate} diario sobre la parcialidad vencida.',
  }),
  defineMessage<ClauseValues>({
    id: 'legal.period.place',
    defaultMessage: 'Suscrito en {userAddress}, el {contractDate}.',
  }),
];
