/** Spec section 3 "Repayment channel item". */
export interface RepaymentChannel {
  payCode: string;
  logo: string;
  desc: string;
  vCode: string;
  /** Barcode image URL; empty when the channel has none. */
  BARcodeImg: string;
}

/** One group of channels under a title (spec: "repayList (title plus channels)"). */
export interface RepaymentChannelGroup {
  title: string;
  list: RepaymentChannel[];
}

export interface DetailRow {
  text: string;
  value: string;
}

/** Answer of POST /v3/installment/loan-play-detail (spec section 3 "Instalment repayment response"). */
export interface InstalmentRepayment {
  repayAmount: string;
  productName: string;
  repayDate: string;
  productLogo: string;
  detail: DetailRow[];
  repayList: RepaymentChannelGroup[];
  noticeMsg: string;
}

export interface RepayPlanRow {
  title: string;
  time: string;
}

/** Answer of POST /v3/installment/loan-play-delay-detail (spec section 3 "Extension response"). */
export interface ExtensionRepayment {
  productLogo: string;
  productName: string;
  delayInfo: { delayAmount: string; delayTime: string; reviewer: string };
  repayPlan: RepayPlanRow[];
  repayList: RepaymentChannelGroup[];
  noticeMsg: string;
  note: string;
}

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
export interface RepaymentChannelWire {
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
