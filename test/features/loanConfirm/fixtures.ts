/** A confirm answer as the server sends it (before the schema): numbers where the wire has them. */
export function rawOffer(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstPayTime: '2026-11-28',
    amount: 300000,
    periods: 7,
    termUnit: 1,
    isNeedPop: 0,
    sendSms: 0,
    details: [{ text: 'Monto', value: '$3.000.00' }],
    repay_plans: [
      { title: 'Cuota 1', description: 'Pago único', amount: 345000, pay_time: '2026-11-28' },
    ],
    loanRate: '0.5%',
    ratemsg: 'Tasa diaria',
    amountDec: '',
    isNewContract: '/legal/contract?productId=1',
    messageType: '',
    comProductLogo: '/images/loanConfirm/logo.svg',
    comProductName: 'Cuota Express',
    couNum: 5000,
    ...over,
  };
}
