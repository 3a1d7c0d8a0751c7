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
import type { InstructionsWire } from '../src/features/payInstructions/types';
import type {
  ExtensionRepaymentWire,
  InstalmentRepaymentWire,
} from '../src/features/repayment/types';
import type { SmsCodeLoginData } from '../src/features/testPreview/types';

/**
 * The wire answer of each implemented endpoint, typed with the app's own envelope and data types.
 * Add a row when adding a route; endpoints without a row are typed `unknown`.
 */
export interface EndpointResponses {
  getWhatsapp: GeneralEnvelope<CustomerServiceInfo>;
  loanDetails: V3Envelope<LoanDetailWire>;
  googleScore: V3Envelope<null>;
  contractDetail: GeneralEnvelope<ContractData>;
  loanDetailConfirm: V3Envelope<ConfirmOffer>;
  loanDetailPush: V3Envelope<LoanDetailPushResult>;
  repaymentWay: RepaymentEnvelope<RepaymentWayData>;
  repaymentCommit: RepaymentEnvelope<RepaymentCommitData>;
  repaymentConfirm: RepaymentEnvelope<null>;
  repaymentHuichao: RepaymentEnvelope<RepaymentHuichaoData>;
  generateVcode: V3Envelope<InstructionsWire>;
  loanPlayDetail: V3Envelope<InstalmentRepaymentWire>;
  loanPlayDelayDetail: V3Envelope<ExtensionRepaymentWire>;
  smsCodeLogin: GeneralEnvelope<SmsCodeLoginData>;
}

export type ResponseOf<K extends EndpointKey> = K extends keyof EndpointResponses
  ? EndpointResponses[K]
  : unknown;
