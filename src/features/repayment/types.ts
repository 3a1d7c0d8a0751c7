import type { DetailRow, RepayPlanRow } from './repaymentSchema';

/** The pages' queries and what they derive from the answers (whose types come from repaymentSchema.ts). */
export type RepaymentKind = 'instalment' | 'extension';

export interface RepaymentQuery {
  productId: string;
  orderId: string;
}

/** Query of the payment instructions page (spec section 7 generate-vcode). */
export interface InstructionsParams {
  productId: string;
  orderId: string;
  amount: string;
  payCode: string;
  /** 1 = instalment repayment, 2 = extension. */
  requestType: 1 | 2;
}

/** The wire shapes as the server sends them (the demo backend is typed with these). */
interface RepaymentChannelWire {
  payCode: string;
  logo: string;
  desc: string;
  vCode?: string;
  BARcodeImg?: string;
}

export interface RepaymentChannelGroupWire {
  title: string;
  list: RepaymentChannelWire[];
}

export interface InstalmentRepaymentWire {
  /** Minor units (cents), number or numeric string. */
  repayAmount: number | string;
  productName: string;
  repayDate: string;
  productLogo: string;
  detail: DetailRow[];
  repayList: RepaymentChannelGroupWire[];
  noticeMsg: string;
}

export interface ExtensionRepaymentWire {
  productLogo: string;
  productName: string;
  delayInfo: { delayAmount: number | string; delayTime: string; reviewer?: string };
  repayPlan: RepayPlanRow[];
  repayList: RepaymentChannelGroupWire[];
  noticeMsg: string;
  note: string;
}
