/** 1 = instalment repayment, 2 = extension (spec section 2, screens 12 and 13). */
export type InstructionsRequestType = 1 | 2;

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

/** repayDetail of the instructions response (spec section 3). */
export interface RepayDetail {
  /** Minor units. */
  amount: string;
  repayTitle: string;
  repayDes: string;
  /** The payment reference the customer quotes at the counter. */
  repayCode: string;
  /** URL of the code image (barcode or QR). */
  vCode: string;
  companyName: string;
}

/** One entry of dataList: a heading and its ordered steps. */
export interface InstructionSection {
  title: string;
  content: string[];
}

/** One entry of imgList: a heading, images and a contact e-mail. */
export interface ImageSection {
  title: string;
  eMail: string;
  content: string[];
}

/** Answer of POST /v3/loan-details/generate-vcode, as the page uses it (spec section 3). */
export interface InstructionsInfo {
  topLogo: string;
  repayDetail: RepayDetail;
  dataList: InstructionSection[];
  imgList: ImageSection[];
  bottomLogo: string;
}

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
