import type { InferType, ISchema } from 'yup';
import type { EndpointKey } from '../src/platform/api/endpoints';
import type { GeneralEnvelope, RepaymentEnvelope, V3Envelope } from '../src/platform/api/types';
import type { anyData } from '../src/platform/api/schema';
import type { bindCardNewSchema, cardInitSchema } from '../src/features/bankCard/bankCardSchema';
import type {
  repaymentCommitSchema,
  repaymentHuichaoSchema,
  repaymentWaySchema,
} from '../src/features/cardRepayment/cardRepaymentSchema';
import type {
  problemDetailSchema,
  problemListSchema,
  problemScoreSchema,
} from '../src/features/complaintHistory/complaintHistorySchema';
import type {
  problemInitSchema,
  problemSaveSchema,
  uploadSchema,
} from '../src/features/complaints/complaintsSchema';
import type { customerServiceSchema } from '../src/features/customerService/customerServiceSchema';
import type { smsCodeLoginSchema } from '../src/qa/devtools/devtoolsSchema';
import type { contractSchema } from '../src/features/legal/legalSchema';
import type {
  confirmOfferSchema,
  loanPushSchema,
} from '../src/features/loanConfirm/loanConfirmSchema';
import type {
  googleScoreSchema,
  loanDetailSchema,
} from '../src/features/loanDetail/loanDetailSchema';
import type { instructionsSchema } from '../src/features/payInstructions/payInstructionsSchema';
import type {
  acknowledgementSchema,
  channelTemplateSchema,
  sidSchema,
} from '../src/promotion/promotionSchema';
import type { extensionSchema, instalmentSchema } from '../src/features/repayment/repaymentSchema';

/**
 * What a server may send for a type the app's schema outputs (InferType), as the schema building blocks
 * of src/platform/api/schema.ts accept it: a flag (boolean) also as 0/1/'0'/'1', a number also as its
 * digits (isDelay '1'), a text also as a number (an amount sent as 359160, read as '359160').
 */
export type Wire<T> = T extends boolean
  ? boolean | 0 | 1 | '0' | '1'
  : T extends number
    ? T | `${T}`
    : T extends string
      ? T | number
      : T extends readonly (infer U)[]
        ? Wire<U>[]
        : T extends object
          ? { [P in keyof T]: Wire<T[P]> }
          : T;

/** The data a handler sends for a response schema: its output type, as a server may write it. */
type DataOf<S extends ISchema<unknown>> = Wire<InferType<S>>;
type General<S extends ISchema<unknown>> = GeneralEnvelope<DataOf<S>>;
type V3<S extends ISchema<unknown>> = V3Envelope<DataOf<S>>;
type Repayment<S extends ISchema<unknown>> = RepaymentEnvelope<DataOf<S>>;

/**
 * The wire answer of every endpoint, derived from the response schema its Api function names
 * (src/features/<feature>/<feature>Schema.ts, the same schemas docs/api-contract.json is generated from)
 * in the endpoint's envelope. A handler answering another shape fails `tsc`. Acknowledgements
 * (anyData: the app never reads their data) take any data; get-captcha answers an image, never JSON.
 */
export interface EndpointResponses {
  problemInit: General<typeof problemInitSchema>;
  problemDetail: General<typeof problemDetailSchema>;
  problemList: General<typeof problemListSchema>;
  uploadProblemImg: General<typeof uploadSchema>;
  problemSave: General<typeof problemSaveSchema>;
  problemScore: General<typeof problemScoreSchema>;
  getWhatsapp: General<typeof customerServiceSchema>;
  cardInit: General<typeof cardInitSchema>;
  bindCardNew: General<typeof bindCardNewSchema>;
  contractDetail: General<typeof contractSchema>;
  repaymentWay: Repayment<typeof repaymentWaySchema>;
  repaymentCommit: Repayment<typeof repaymentCommitSchema>;
  // cardRepaymentApi.ts confirmRepayment reads this answer with anyData (its data is never read).
  repaymentConfirm: Repayment<typeof anyData>;
  repaymentHuichao: Repayment<typeof repaymentHuichaoSchema>;
  channelTemplate: General<typeof channelTemplateSchema>;
  trackVisit: General<typeof acknowledgementSchema>;
  getSid: General<typeof sidSchema>;
  getCaptcha: never;
  getSms: General<typeof acknowledgementSchema>;
  trackClick: General<typeof acknowledgementSchema>;
  register: General<typeof acknowledgementSchema>;
  loanPlayDetail: V3<typeof instalmentSchema>;
  loanPlayDelayDetail: V3<typeof extensionSchema>;
  generateVcode: V3<typeof instructionsSchema>;
  loanDetailConfirm: V3<typeof confirmOfferSchema>;
  loanDetailPush: V3<typeof loanPushSchema>;
  loanDetails: V3<typeof loanDetailSchema>;
  googleScore: V3<typeof googleScoreSchema>;
  smsCodeLogin: General<typeof smsCodeLoginSchema>;
}

/** A handler's answer type: every endpoint has its row (an endpoint added without one fails here). */
export type ResponseOf<K extends EndpointKey> = EndpointResponses[K];
