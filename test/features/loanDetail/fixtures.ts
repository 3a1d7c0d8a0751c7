import type { LoanDetailWire } from '../../../src/features/loanDetail/types';

export function order(status: number, extra: Partial<LoanDetailWire> = {}): LoanDetailWire {
  return {
    orderStatus: status,
    noticeStatusText: `Estado ${status}`,
    noticeDesText: 'Descripción',
    productName: 'Cuota Express',
    productLogo: '/images/loanDetail/logo.svg',
    userOrderDetail: {
      detail: [
        { text: 'Monto del préstamo', value: '$3.000.00' },
        { text: 'Cupón', value: '0' },
        { text: 'Observaciones', value: '' },
        { text: 'Fecha de vencimiento', value: '2026-12-05' },
      ],
    },
    isScore: 0,
    isDelay: '0',
    ...extra,
  };
}
