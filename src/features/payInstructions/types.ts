/** 1 = instalment repayment, 2 = extension (spec section 2, screens 12 and 13). */
type InstructionsRequestType = 1 | 2;

/** The page's query as the previous page sent it (spec section 7, generate-vcode). */
export interface InstructionsQuery {
  productId: string;
  orderId: string;
  /** Minor units, exactly as received (sent back to the server unchanged). */
  amount: string;
  payCode: string;
  requestType: InstructionsRequestType;
}

/** The raw query parameters, before validation. */
export interface InstructionsQueryParams {
  productId: string | null;
  orderId: string | null;
  amount: string | null;
  payCode: string | null;
  requestType: string | null;
}

/** The answer as the page uses it: its types come from the response schema (payInstructionsSchema.ts). */

/** The wire shape of the instructions answer (the demo backend is typed with it). */
export interface InstructionsWire {
  topLogo: string;
  repayDetail: {
    amount: string | number;
    repayTitle: string;
    repayDes: string;
    repayCode: string;
    vCode: string;
    companyName: string;
  };
  dataList: { title: string; content: string[] }[];
  imgList: { title: string; eMail: string; content: string[] }[];
  bottomLogo: string;
}
