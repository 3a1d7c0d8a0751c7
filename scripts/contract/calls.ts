/**
 * Every call the app makes, through the features' own Api functions: the contract records what each one
 * sends (endpoint, method, fields) and the response schema it names; the live check runs the read-only
 * ones against a backend through the real api client. The values are samples (the demo server's seeded
 * order 1174 of product 1, complaint 5001, template 1); `--param name=value` replaces them.
 */
import { fetchCardInit, bindCard } from '../../src/features/bankCard/bankCardApi';
import {
  commitRepayment,
  confirmRepayment,
  fetchHuichaoUrl,
  fetchRepaymentWay,
  SEND_SMS_CODE,
} from '../../src/features/cardRepayment/cardRepaymentApi';
import {
  fetchComplaintDetail,
  fetchComplaintList,
  sendComplaintScore,
} from '../../src/features/complaintHistory/complaintHistoryApi';
import {
  fetchProblemInit,
  saveComplaint,
  uploadPhoto,
} from '../../src/features/complaints/complaintsApi';
import { fetchCustomerService } from '../../src/features/customerService/customerServiceApi';
import { postSmsCodeLogin } from '../../src/qa/devtools/devtoolsApi';
import { fetchContract } from '../../src/features/legal/legalApi';
import { fetchConfirmOffer, pushLoan } from '../../src/features/loanConfirm/loanConfirmApi';
import { fetchLoanDetail, sendGoogleScore } from '../../src/features/loanDetail/loanDetailApi';
import { fetchInstructions } from '../../src/features/payInstructions/payInstructionsApi';
import {
  fetchSid,
  fetchTemplate,
  register,
  requestSms,
  trackClick,
  trackVisit,
} from '../../src/promotion/promotionApi';
import { fetchExtension, fetchInstalment } from '../../src/features/repayment/repaymentApi';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import type { ApiClient, ApiResult } from '../../src/platform/api/types';

/** The ids a call needs; the defaults answer on the demo server. */
export interface Samples {
  orderId: string;
  productId: string;
  orderNo: string;
  problemId: string;
  templateId: string;
}

export const DEFAULT_SAMPLES: Samples = {
  orderId: '1174',
  productId: '1',
  orderNo: '1174',
  problemId: '5001',
  templateId: '1',
};

export type Run = (api: ApiClient, s: Samples) => Promise<ApiResult<unknown>>;

const tracking = {
  page_id: '1',
  user_from: 'contract',
  client_type: 'android',
  page_type: 1,
  utm_tag: '',
  app_from: '',
} as const;

const promoForm = {
  phone: '5512345678',
  capcode: 'ab12',
  sid: 'sid',
  deviceId: 'device',
  appName: 'app',
  user_from: 'contract',
  app_from: '',
  utm_tag: '',
};

/** One row per endpoint the api client calls: how the app calls it. */
export const CALLS: Partial<Record<EndpointKey, Run>> = {
  problemInit: (api, s) => fetchProblemInit(api, { orderId: s.orderId }),
  problemList: (api) => fetchComplaintList(api),
  problemDetail: (api, s) => fetchComplaintDetail(api, { problemId: s.problemId }),
  uploadProblemImg: (api) => uploadPhoto(api, new Blob([new Uint8Array([0xff, 0xd8, 0xff])])),
  problemSave: (api, s) =>
    saveComplaint(api, {
      problemType: 1,
      problemSonType: 2,
      problemDetail: 'text',
      problemImage: '',
      orderNo: s.orderNo,
    }),
  problemScore: (api, s) => sendComplaintScore(api, { problemId: s.problemId, score: 5 }),
  getWhatsapp: (api) => fetchCustomerService(api),
  cardInit: (api, s) => fetchCardInit(api, { orderId: s.orderId }),
  bindCardNew: (api, s) =>
    bindCard(api, {
      bankCode: '1',
      cardNo: '4000000000000002',
      holderName: 'Ana',
      orderId: s.orderId,
    }),
  contractDetail: (api, s) => fetchContract(api, s.orderNo),
  repaymentWay: (api, s) => fetchRepaymentWay(api, s.orderId),
  repaymentCommit: (api, s) =>
    commitRepayment(api, {
      amount: '100',
      bankName: 'Bank',
      cardId: '1',
      cardNo: '400000******0002',
      couponId: '',
      orderId: s.orderId,
      repayToken: 'token',
      bankCode: '1',
      sendMsg: SEND_SMS_CODE,
    }),
  repaymentConfirm: (api, s) =>
    confirmRepayment(api, { orderId: s.orderId, verifyCode: '123456', repaymentRecordId: '1' }),
  repaymentHuichao: (api, s) =>
    fetchHuichaoUrl(api, { userId: '1', orderId: s.orderId, amount: '100' }),
  channelTemplate: (api, s) => fetchTemplate(api, s.templateId),
  trackVisit: (api) => trackVisit(api, tracking),
  getSid: (api) => fetchSid(api),
  getSms: (api) => requestSms(api, promoForm),
  trackClick: (api) => trackClick(api, { ...tracking, phone: promoForm.phone }),
  register: (api, s) =>
    register(api, {
      ...promoForm,
      merchantNumber: '',
      userName: '',
      smsCode: '123456',
      invite_code: '',
      id: s.templateId,
    }),
  loanPlayDetail: (api, s) => fetchInstalment(api, { productId: s.productId, orderId: s.orderId }),
  loanPlayDelayDetail: (api, s) =>
    fetchExtension(api, { productId: s.productId, orderId: s.orderId }),
  generateVcode: (api, s) =>
    fetchInstructions(api, {
      productId: s.productId,
      orderId: s.orderId,
      amount: '100',
      payCode: 'OXXO',
      requestType: 1,
    }),
  loanDetailConfirm: (api, s) => fetchConfirmOffer(api, s.productId, false),
  loanDetailPush: (api, s) =>
    pushLoan(api, { amount: '100', periods: '1', termUnit: '1', productId: s.productId }),
  loanDetails: (api, s) => fetchLoanDetail(api, { productId: s.productId, orderId: s.orderId }),
  googleScore: (api) => sendGoogleScore(api, 5),
  smsCodeLogin: (api) => postSmsCodeLogin(api, { username: '5512345678', smsCode: '123456' }),
};
