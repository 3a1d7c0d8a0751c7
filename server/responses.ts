import type { EndpointKey } from '../src/platform/api/endpoints';
import type { GeneralEnvelope, V3Envelope } from '../src/platform/api/types';
import type { RepaymentEnvelope } from '../src/platform/api/types';
import type {
  RepaymentCommitData,
  RepaymentHuichaoData,
  RepaymentWayData,
} from '../src/features/cardRepayment/types';
import type { CustomerServiceInfo } from '../src/features/customerService/types';
import type { LoanDetailWire } from '../src/features/loanDetail/types';
import type { ContractData } from '../src/features/legal/types';
import type { ConfirmOffer, LoanDetailPushResult } from '../src/features/loanConfirm/types';
import type { InstructionsInfo } from '../src/features/payInstructions/types';
import type { ExtensionRepayment, InstalmentRepayment } from '../src/features/repayment/types';
import type { SmsCodeLoginData } from '../src/features/devtools/types';

/**
 * The wire answer of each implemented endpoint, typed with the app's own envelope types and the data
 * types each feature exports from src/features/<feature>/types.ts (inferred from the feature's response
 * schema, `<feature>Schema.ts`). Add a row when adding a route; endpoints without a row are `unknown`.
 */
export interface EndpointResponses {
  getWhatsapp: GeneralEnvelope<Wire<CustomerServiceInfo>>;
  loanDetails: V3Envelope<Wire<LoanDetailWire>>;
  googleScore: V3Envelope<null>;
  contractDetail: GeneralEnvelope<Wire<ContractData>>;
  loanDetailConfirm: V3Envelope<Wire<ConfirmOffer>>;
  loanDetailPush: V3Envelope<Wire<LoanDetailPushResult>>;
  repaymentWay: RepaymentEnvelope<Wire<RepaymentWayData>>;
  repaymentCommit: RepaymentEnvelope<Wire<RepaymentCommitData>>;
  repaymentConfirm: RepaymentEnvelope<null>;
  repaymentHuichao: RepaymentEnvelope<Wire<RepaymentHuichaoData>>;
  generateVcode: V3Envelope<Wire<InstructionsInfo>>;
  loanPlayDetail: V3Envelope<Wire<InstalmentRepayment>>;
  loanPlayDelayDetail: V3Envelope<Wire<ExtensionRepayment>>;
  smsCodeLogin: GeneralEnvelope<Wire<SmsCodeLoginData>>;
}

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

/** A handler's answer type. */
export type ResponseOf<K extends EndpointKey> = K extends keyof EndpointResponses
  ? EndpointResponses[K]
  : unknown;
